import { inspectJson, jsonProblemAnswer } from '~/shared/http/json-guard';
import { readCappedBody } from '~/shared/http/read-capped-body';
import type { BodyProblem } from '~/server/api/context';

/**
 * The /v1 body as JSON for tRPC and, if it is unusable, why. The problem is reported only after the key's
 * organization status and scope are checked (decisions.md order of checks), so the adapter gets `{}` in
 * its place meanwhile.
 */
export async function readV1Body(req: Request): Promise<{ json: string; problem: BodyProblem }> {
  const body = await readCappedBody(req);
  // The spec keeps 400 VALIDATION for an oversized /v1 body; other surfaces answer 413.
  if (body.tooLarge) return { json: '{}', problem: { status: 400, message: 'Body melebihi 1 MiB.' } };
  const text = new TextDecoder().decode(body.bytes);
  const inspection =
    text.trim() === '' ? ({ kind: 'not_object' } as const) : inspectJson(text, { requireObject: true });
  if (inspection.kind !== 'ok') return { json: '{}', problem: jsonProblemAnswer(inspection) };
  return { json: text, problem: null };
}

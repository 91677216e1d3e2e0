import type { BodyProblem } from '../context';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads at most 1 MiB (+1 byte to notice more) so an oversized body never sits in memory. */
export async function readBody(req: Request): Promise<{ text: string; tooLarge: boolean }> {
  if (!req.body) return { text: '', tooLarge: false };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return { text: '', tooLarge: true };
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), tooLarge: false };
}

/** The JSON to hand to tRPC and, if the body is unusable, why (reported after auth and scope checks). */
export function parseJsonObject(text: string, tooLarge: boolean): { json: string; problem: BodyProblem } {
  if (tooLarge) return { json: '{}', problem: 'too_large' };
  if (text.trim() === '') return { json: '{}', problem: 'not_object' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { json: '{}', problem: 'not_json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { json: '{}', problem: 'not_object' };
  return { json: text, problem: null };
}

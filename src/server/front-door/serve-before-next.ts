import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerMcp } from '~/mcp/http-handler';
import { toApiError } from '~/server/api/error-envelope';
import { API_HEADERS } from '~/server/http/security-headers.mjs';
import { logger } from '~/server/logger';
import { readiness } from '~/server/health/readiness';
import { mcpAuthorization } from '~/server/front-door/mcp-authorization';
import { mcpRestApi } from './mcp-rest-api';
import { answerV1 } from './v1-pipeline';
import { fromNodeRequest, sendV1Answer, type V1Answer } from './v1-exchange';

/**
 * Paths the web server answers itself, before Next (docs/performance.md, finding 4): `/v1` and its plain
 * segments (letters, digits, `_`, `-`, `~`, `.` inside a segment), `/mcp`, and `GET /health` (finding 36: Next's
 * routing was most of a probe's cost). Anything Next would normalise or decode first (`//`, `.`/`..` segments, a
 * trailing slash, percent-escapes), the OpenAPI document (a Next route) and /health with another method (Next
 * answers HEAD and 405 for it) still go through Next, whose routes call the same handlers, so their answers stay
 * what they were.
 */
const V1_PATH = /^\/v1(?:\/(?!\.{1,2}(?:[/?]|$))[\w.~-]+)*(?:\?|$)/;
const OPENAPI_DOCUMENT = /^\/v1\/openapi\.json(?:\?|$)/;
const MCP_PATH = /^\/mcp(?:\?|$)/;
const HEALTH_PATH = /^\/health(?:\?|$)/;

export type BeforeNext = 'v1' | 'mcp' | 'health' | null;

export function servedBeforeNext(target: string | undefined, method = 'GET'): BeforeNext {
  if (target === undefined) return null;
  if (V1_PATH.test(target) && !OPENAPI_DOCUMENT.test(target)) return 'v1';
  if (MCP_PATH.test(target)) return 'mcp';
  return method === 'GET' && HEALTH_PATH.test(target) ? 'health' : null;
}

/**
 * Answers a request `servedBeforeNext` picked: the same handlers Next's /v1, /mcp and /health routes call, and
 * the headers next.config.mjs gives those paths. Next's per-request routing cost more than a whole /v1 procedure.
 * The tools of /mcp call the /v1 pipeline in process (mcp-rest-api.ts). `onRoute` hears the route template a /v1
 * request matched, for the metrics.
 */
export function beforeNext(
  origin: string,
): (
  kind: NonNullable<BeforeNext>,
  req: IncomingMessage,
  res: ServerResponse,
  onRoute?: (route: string) => void,
) => void {
  const api = mcpRestApi(origin);
  const oauth = mcpAuthorization(origin);
  return (kind, req, res, onRoute) => {
    // No fetch Request or Response is built around any of them (v1-exchange.ts, answerMcp; finding 42).
    const answering =
      kind === 'v1'
        ? answerV1(fromNodeRequest(req, res, origin))
        : kind === 'mcp'
          ? answerMcp(fromNodeRequest(req, res, origin), api, oauth)
          : // What src/app/health/route.ts answers, without Next's router (its Vary for the app router aside).
            readiness().then(({ status, body }) => jsonAnswer(status, body));
    void serveAnswer(kind, req, res, answering, onRoute);
  };
}

/**
 * Writes the answer of a request served before Next. An async function, not a promise chain of closures made per
 * request (finding 50). A failure of the handler is a fault of ours (answerV1 and answerMcp answer the client's
 * own faults themselves): logged and answered in the spec's envelope.
 */
async function serveAnswer(
  kind: NonNullable<BeforeNext>,
  req: IncomingMessage,
  res: ServerResponse,
  answering: Promise<V1Answer>,
  onRoute?: (route: string) => void,
): Promise<void> {
  let answer: V1Answer;
  try {
    answer = await answering;
    if (answer.route) onRoute?.(answer.route);
  } catch (error) {
    logger.error({ err: error, path: req.url }, `internal error on /${kind}`);
    const { status, body } = toApiError(error);
    answer = jsonAnswer(status, body);
  }
  try {
    await sendV1Answer(res, answer, API_HEADERS);
  } catch (error) {
    logger.warn({ err: error, path: req.url }, `could not send the /${kind} answer`);
    res.destroy();
  }
}

const jsonAnswer = (status: number, body: unknown): V1Answer => ({
  status,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

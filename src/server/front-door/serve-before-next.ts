import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleMcpRequest } from '~/mcp/http-handler';
import { toApiError } from '~/server/api/error-envelope';
import { API_HEADERS } from '~/server/http/security-headers.mjs';
import { logger } from '~/server/logger';
import { mcpAuthorization } from '~/server/front-door/mcp-authorization';
import { sendFetchResponse, toFetchRequest } from '~/mcp/transports/node-fetch-bridge';
import { mcpRestApi } from './mcp-rest-api';
import { answerV1 } from './v1-pipeline';
import { fromNodeRequest, sendV1Answer } from './v1-exchange';

/**
 * Paths the web server answers itself, before Next (docs/performance.md, finding 4): `/v1` and its plain
 * segments (letters, digits, `_`, `-`, `~`, `.` inside a segment), and `/mcp`. Anything Next would normalise or
 * decode first (`//`, `.`/`..` segments, a trailing slash, percent-escapes) and the OpenAPI document (a Next
 * route) still go through Next, whose routes call the same handlers, so their answers stay what they were.
 */
const V1_PATH = /^\/v1(?:\/(?!\.{1,2}(?:[/?]|$))[\w.~-]+)*(?:\?|$)/;
const OPENAPI_DOCUMENT = /^\/v1\/openapi\.json(?:\?|$)/;
const MCP_PATH = /^\/mcp(?:\?|$)/;

export type BeforeNext = 'v1' | 'mcp' | null;

export function servedBeforeNext(target: string | undefined): BeforeNext {
  if (target === undefined) return null;
  if (V1_PATH.test(target) && !OPENAPI_DOCUMENT.test(target)) return 'v1';
  return MCP_PATH.test(target) ? 'mcp' : null;
}

/**
 * Answers a request `servedBeforeNext` picked: the same handlers Next's /v1 and /mcp routes call, given a fetch
 * `Request`, and the headers next.config.mjs gives those paths. Next's per-request routing cost more than a
 * whole /v1 procedure. The tools of /mcp call the /v1 pipeline in process (mcp-rest-api.ts).
 */
export function beforeNext(origin: string): (kind: 'v1' | 'mcp', req: IncomingMessage, res: ServerResponse) => void {
  const api = mcpRestApi(origin);
  const oauth = mcpAuthorization(origin);
  return (kind, req, res) => {
    const internalError = (error: unknown) => {
      // answerV1 answers its failures itself; the tool server may throw on a fault of ours.
      logger.error({ err: error, path: req.url }, `internal error on /${kind}`);
      return toApiError(error);
    };
    const unsent = (error: unknown) => {
      logger.warn({ err: error, path: req.url }, `could not send the /${kind} answer`);
      res.destroy();
    };
    if (kind === 'v1') {
      // No fetch Request or Response is built around a /v1 call (v1-exchange.ts).
      answerV1(fromNodeRequest(req, res, origin))
        .catch((error: unknown) => {
          const { status, body } = internalError(error);
          return { status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
        })
        .then((answer) => sendV1Answer(res, answer, API_HEADERS))
        .catch(unsent);
      return;
    }
    // The client hanging up aborts the request's signal, as Next does for its route handlers.
    const hangUp = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) hangUp.abort();
    });
    handleMcpRequest(toFetchRequest(req, origin, hangUp.signal), api, oauth)
      .catch((error: unknown) => {
        const { status, body } = internalError(error);
        return Response.json(body, { status });
      })
      .then((response) => sendFetchResponse(res, response, API_HEADERS))
      .catch(unsent);
  };
}

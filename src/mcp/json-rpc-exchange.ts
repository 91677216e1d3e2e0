import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';

type Pending = {
  /** The batch's request ids, in the order they came; a repeated id is one entry, as in the SDK's transport. */
  ids: RequestId[];
  responses: Map<RequestId, JSONRPCMessage>;
  resolve: (responses: JSONRPCMessage[]) => void;
};

const isRequest = (message: JSONRPCMessage) => 'method' in message && 'id' in message;
const isResponse = (message: JSONRPCMessage) => 'id' in message && ('result' in message || 'error' in message);

/**
 * The transport of one pooled tool server: connected once, it carries one HTTP request's JSON-RPC messages at a time
 * and collects the answers to its requests. It replaces the SDK's stateless Streamable HTTP transport, which had to
 * be made, connected and closed for every request (closing aborts the request's controller and builds an error for
 * the handlers still registered) and takes and returns fetch objects (docs/performance.md, finding 42). What it
 * answers is what that transport answers in its JSON mode: the responses to the batch's requests in their order;
 * notifications a handler sends and requests to the client have no stream to go to and are dropped, as there.
 */
export class JsonRpcExchange implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private pending: Pending | null = null;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.pending = null;
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const pending = this.pending;
    if (!pending || !isResponse(message)) return;
    const id = (message as { id: RequestId }).id;
    // An answer to nothing in this batch (it cannot come from another caller's: see `repeatsAnId`) is dropped.
    if (!pending.ids.includes(id) || pending.responses.has(id)) return;
    pending.responses.set(id, message);
    if (pending.responses.size === pending.ids.length) {
      this.pending = null;
      pending.resolve(pending.ids.map((i) => pending.responses.get(i)!));
    }
  }

  /**
   * Hands the messages to the server with their caller, and resolves with the responses to the requests among them
   * (none: resolves at once with an empty list, once the notifications and responses are handed over).
   */
  exchange(messages: JSONRPCMessage[], authInfo: AuthInfo): Promise<JSONRPCMessage[]> {
    if (this.pending) throw new Error('A tool server serves one HTTP request at a time');
    const ids = [...new Set(messages.filter(isRequest).map((m) => (m as { id: RequestId }).id))];
    const answered =
      ids.length === 0
        ? Promise.resolve([])
        : new Promise<JSONRPCMessage[]>((resolve) => {
            this.pending = { ids, responses: new Map(), resolve };
          });
    for (const message of messages) this.onmessage?.(message, { authInfo });
    return answered;
  }
}

/**
 * A batch that names one request id twice gets the first answer for it; the second comes later and would land in
 * the next request's batch if it named the same id. A server that served such a batch is not reused.
 */
export function repeatsAnId(messages: JSONRPCMessage[]): boolean {
  const ids = messages.filter(isRequest).map((m) => (m as { id: RequestId }).id);
  return new Set(ids).size !== ids.length;
}

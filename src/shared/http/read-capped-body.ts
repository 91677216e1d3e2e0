/** decisions.md: no request body over 1 MiB on any surface. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * After a refusal the rest of the body is read and dropped, up to this much, so that the connection stays
 * usable for the client's next request. Giving up earlier makes Node destroy the socket while the answer
 * is on its way (the client sees ECONNRESET instead of the 413); past this, it is destroyed anyway.
 */
const DISCARD_BYTES = 16 * MAX_BODY_BYTES;

export type CappedBody = { tooLarge: false; bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true };

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  while (discarded <= DISCARD_BYTES) {
    const { done, value } = await reader.read();
    if (done) return;
    discarded += value.byteLength;
  }
  await reader.cancel();
}

/**
 * The body, or `tooLarge` as soon as it is known: from Content-Length before anything is read, otherwise
 * once the bytes streamed so far pass the cap. At most the cap plus one chunk is ever held, whatever the
 * client sends (a single large POST used to grow the server by hundreds of MB).
 */
export async function readCappedBody(req: Request, limit = MAX_BODY_BYTES): Promise<CappedBody> {
  if (!req.body) return { tooLarge: false, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const refuse = (): CappedBody => {
    discardRest(reader).catch(() => undefined);
    return { tooLarge: true };
  };
  if (Number(req.headers.get('content-length') ?? 0) > limit) return refuse();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return refuse();
    chunks.push(value);
  }
  return { tooLarge: false, bytes: Buffer.concat(chunks) };
}

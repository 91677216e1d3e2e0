import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

type Received = { rawBody: Buffer; headers: IncomingHttpHeaders; at: number; path: string };
/** What to answer: a status code, or 'hang' to never answer. */
export type Reply = number | 'hang';

/** A real HTTP receiver on localhost that records every request and answers as scripted per path. */
export async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, { replies: Reply[]; match: (payload: any) => boolean }>();
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ rawBody: Buffer.concat(chunks), headers: req.headers, at: Date.now(), path });
      const script = scripts.get(path);
      let payload: unknown = null;
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString());
      } catch {
        payload = null;
      }
      const scripted = script && script.match(payload) ? script.replies : null;
      const reply = scripted ? (scripted.length > 1 ? scripted.shift()! : scripted[0]!) : 200;
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Replies in order (the last one repeats) to requests on `path` whose payload matches; others get 200. */
    script: (path: string, replies: Reply[], match: (payload: any) => boolean = (p) => p?.event === 'order.dibayar') =>
      scripts.set(path, { replies: [...replies], match }),
    on: (path: string) => received.filter((r) => r.path === path),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

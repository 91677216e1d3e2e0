// The frame's ceiling on this machine (bench/node-ceiling.ts): a bare Node HTTP server with nothing of the
// service in it. `/empty` answers a constant; `/select` sends one prepared `select` to Postgres per request
// through postgres.js, as the service's reads do.
import { createServer } from 'node:http';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL!, { max: 16, prepare: true, onnotice: () => {} });
const body = JSON.stringify({ ok: true });
const headers = { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) };

createServer((req, res) => {
  if (req.url === '/select') {
    sql`select ${1}::int as one`.then(
      ([row]) => {
        const text = JSON.stringify(row);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) });
        res.end(text);
      },
      () => res.writeHead(500).end(),
    );
    return;
  }
  res.writeHead(200, headers).end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));

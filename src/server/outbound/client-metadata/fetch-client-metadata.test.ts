// Fetching a client ID metadata document treats its URL as hostile: https only and public addresses only (unless
// allowed for tests), no redirects followed, a size and a time limit, JSON only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_METADATA_MAX_BYTES, clientMetadataFetcher } from './fetch-client-metadata';

let server: Server;
let base: string;
const hanging: import('node:http').ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const doc = { client_id: `${base}${req.url}`, client_name: 'Dok', redirect_uris: ['http://127.0.0.1:9/cb'] };
    switch (req.url) {
      case '/ok.json':
        res.writeHead(200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'public, max-age=600',
        });
        return res.end(JSON.stringify(doc));
      case '/vendor.json':
        res.writeHead(200, { 'Content-Type': 'application/client-metadata+json' });
        return res.end(JSON.stringify(doc));
      case '/moved.json':
        res.writeHead(302, { Location: `${base}/ok.json` });
        return res.end();
      case '/html':
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html></html>');
      case '/broken.json':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end('{"client_id":');
      case '/huge.json':
        // No Content-Length: the limit must hold while reading, not only on the declared length.
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write(`{"pad":"${'x'.repeat(CLIENT_METADATA_MAX_BYTES)}`);
        return res.end('"}');
      case '/declared-huge.json':
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Length': String(CLIENT_METADATA_MAX_BYTES + 1),
        });
        return res.end('x'.repeat(CLIENT_METADATA_MAX_BYTES + 1));
      case '/slow.json':
        // Answers nothing: the fetch's own deadline must end it.
        hanging.push(res);
        return;
      default:
        res.writeHead(404, { 'Content-Type': 'application/json' });
        return res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('clientMetadataFetcher, as deployed (https, public addresses only)', () => {
  const strict = clientMetadataFetcher({ allowInsecure: false });

  it('refuses http, and https to loopback, private, link-local and mapped addresses, before connecting', async () => {
    expect(await strict(`${base}/ok.json`)).toEqual({ refused: 'client_id URL must be https' });
    for (const url of [
      'https://127.0.0.1/client.json',
      'https://localhost/client.json',
      'https://api.localhost/client.json',
      'https://10.1.2.3/client.json',
      'https://192.168.0.10/client.json',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/client.json',
      'https://[::ffff:127.0.0.1]/client.json',
      'https://[fd00::1]/client.json',
    ]) {
      expect(await strict(url), url).toEqual({ refused: 'client_id URL refused: not a public address' });
    }
  });
});

describe('clientMetadataFetcher against a local server (allowed for tests)', () => {
  const local = clientMetadataFetcher({ allowInsecure: true, timeoutMs: 1_000 });

  it('reads a JSON document and how long it may be cached', async () => {
    expect(await local(`${base}/ok.json`)).toEqual({
      document: { client_id: `${base}/ok.json`, client_name: 'Dok', redirect_uris: ['http://127.0.0.1:9/cb'] },
      maxAgeSeconds: 600,
    });
    expect(await local(`${base}/vendor.json`)).toMatchObject({ maxAgeSeconds: null });
  });

  it('refuses a redirect (never followed), another status, another type, bad JSON, too large, too slow', async () => {
    expect(await local(`${base}/moved.json`)).toEqual({
      refused: 'the client metadata document answered HTTP 302 (redirects are not followed)',
    });
    expect(await local(`${base}/missing.json`)).toEqual({
      refused: 'the client metadata document answered HTTP 404 (redirects are not followed)',
    });
    expect(await local(`${base}/html`)).toEqual({ refused: 'the client metadata document is not application/json' });
    expect(await local(`${base}/broken.json`)).toEqual({ refused: 'the client metadata document is not valid JSON' });
    const tooLarge = { refused: `the client metadata document is larger than ${CLIENT_METADATA_MAX_BYTES} bytes` };
    expect(await local(`${base}/huge.json`)).toEqual(tooLarge);
    expect(await local(`${base}/declared-huge.json`)).toEqual(tooLarge);
    const started = Date.now();
    expect(await local(`${base}/slow.json`)).toEqual({
      refused: 'the client metadata document took longer than 1000 ms',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

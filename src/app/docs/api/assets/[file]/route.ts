import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const INIT = `window.ui = SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });`;

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === 'init.js') return new Response(INIT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
  const type = FILES[file];
  if (!type) return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  const body = await readFile(path.join(getAbsoluteFSPath(), file));
  return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } });
}

import { v1OpenApiDocument } from '~/server/api/rest/openapi-document';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(v1OpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}

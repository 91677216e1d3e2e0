import { toApiError } from '~/server/api/error-envelope';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { downloadByLink } from '~/server/domain/files/download-by-link';

export const dynamic = 'force-dynamic';

/**
 * An order's PDF or image through its signed preview link (`preview_url` in the order view): shown inline in a
 * sandboxed, frameable-by-us-only document (domain/files/preview-headers.ts); any other type is 404 here and
 * stays download-only. Refusals in the spec's envelope.
 */
export async function GET(req: Request, { params }: { params: Promise<{ fileId: string }> }) {
  const { fileId } = await params;
  try {
    const { body, headers } = await downloadByLink({
      db: await getDb(),
      domain: serviceDomainContext(),
      fileId,
      query: new URL(req.url).searchParams,
      use: 'preview',
    });
    return new Response(body, { headers });
  } catch (error) {
    const { status, body, headers } = toApiError(error);
    return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
  }
}

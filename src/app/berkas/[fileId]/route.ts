import { toApiError } from '~/server/api/error-envelope';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { downloadByLink } from '~/server/domain/files/download-by-link';

export const dynamic = 'force-dynamic';

/**
 * An order's file through its signed link (`download_url` in the order view): no key or session, the link is
 * the credential. Always an attachment (never rendered from this origin); refusals in the spec's envelope.
 */
export async function GET(req: Request, { params }: { params: Promise<{ fileId: string }> }) {
  const { fileId } = await params;
  try {
    const { body, headers } = await downloadByLink({
      db: await getDb(),
      domain: serviceDomainContext(),
      fileId,
      query: new URL(req.url).searchParams,
    });
    return new Response(body, { headers });
  } catch (error) {
    const { status, body, headers } = toApiError(error);
    return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
  }
}

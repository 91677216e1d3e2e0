import { toApiError } from '~/server/api/error-envelope';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { downloadByLink } from '~/server/domain/files/download-by-link';
import type { FileLinkUse } from '~/server/domain/files/file-links';

/** A file through its signed link, for a download or a preview: the link is the credential; refusals in the spec's envelope. */
export async function fileLinkResponse(req: Request, fileId: string, use: FileLinkUse): Promise<Response> {
  try {
    const { body, headers } = await downloadByLink({
      db: await getDb(),
      domain: serviceDomainContext(),
      fileId,
      query: new URL(req.url).searchParams,
      use,
    });
    return new Response(body, { headers });
  } catch (error) {
    const { status, body, headers } = toApiError(error);
    return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
  }
}

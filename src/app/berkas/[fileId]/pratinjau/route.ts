import { fileLinkResponse } from '~/app/berkas/[fileId]/file-link-response';

export const dynamic = 'force-dynamic';

/**
 * An order's PDF or image through its signed preview link (`preview_url` in the order view): shown inline in a
 * sandboxed, frameable-by-us-only document (domain/files/preview-headers.ts); any other type is 404 here and
 * stays download-only.
 */
export async function GET(req: Request, { params }: { params: Promise<{ fileId: string }> }) {
  return fileLinkResponse(req, (await params).fileId, 'preview');
}

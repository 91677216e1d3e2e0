import { fileLinkResponse } from './file-link-response';

export const dynamic = 'force-dynamic';

/**
 * An order's file through its signed link (`download_url` in the order view): no key or session, the link is
 * the credential. Always an attachment (never rendered from this origin).
 */
export async function GET(req: Request, { params }: { params: Promise<{ fileId: string }> }) {
  return fileLinkResponse(req, (await params).fileId, 'download');
}

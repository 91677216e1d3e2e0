import { getDb } from '~/server/db/client';
import { verifyPaper } from '~/server/domain/papers/verify-paper';

export const dynamic = 'force-dynamic';

/** Public: the verification URL printed on every paper says whether the paper is genuine, and what it says. */
export async function GET(_req: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const paper = await verifyPaper(await getDb(), code);
  if (!paper) return Response.json({ genuine: false }, { status: 404 });
  return Response.json(paper);
}

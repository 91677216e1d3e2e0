import 'server-only';
import { Readable } from 'node:stream';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { AppError, ERROR_STATUS } from '~/server/domain/errors';
import { membershipRole } from '~/server/domain/people/roles';
import type { PaperLocale } from '~/server/domain/papers/pdf/pdf-paper';

/** A signed-in member of the organization (any role reads its papers), or null. */
export async function paperReader(req: Request, organizationId: string) {
  const user = await sessionUser(req.headers);
  if (!user) return null;
  const role = await membershipRole(await getDb(), organizationId, user.id);
  if (!role) return null;
  return { user, locale: (user.locale === 'en' ? 'en' : 'id') as PaperLocale };
}

const download = (filename: string) => `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;

/** The PDF streamed as it is written; the document is ended here. */
export function pdfResponse(doc: PDFKit.PDFDocument, filename: string): Response {
  doc.end();
  return new Response(Readable.toWeb(doc) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': download(filename),
      'Cache-Control': 'private, no-store',
    },
  });
}

/** CSV chunks streamed as they are read: one batch of rows in memory at a time. */
export function csvResponse(chunks: AsyncGenerator<string>, filename: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': download(filename),
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Signed out or not a member: 404, as for a paper of another organization. */
export const notFoundResponse = () => Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });

/** A refusal of the domain (unpaid order, bad month) as its status; anything else is thrown on. */
export function refusal(e: unknown): Response {
  if (e instanceof AppError && ERROR_STATUS[e.code] < 500)
    return Response.json({ error: { code: e.code, message: e.message } }, { status: ERROR_STATUS[e.code] });
  throw e;
}

import 'server-only';
import { Readable } from 'node:stream';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { AppError, ERROR_STATUS } from '~/server/domain/errors';
import type { PlatformRole } from '~/server/db/schema';
import { membershipRole, practitionerIdOfUser } from '~/server/domain/people/roles';
import type { PaperLocale } from '~/server/domain/papers/pdf/pdf-paper';
import { returnTo } from '~/shared/return-to';

type SessionPerson = NonNullable<Awaited<ReturnType<typeof sessionUser>>>;
const localeOf = (user: SessionPerson): PaperLocale => (user.locale === 'en' ? 'en' : 'id');

/**
 * Who may read a paper, or the answer to give instead: signed out, the sign-in page that comes back here (a
 * mailed receipt link is opened signed out); signed in without the right, 404 as for another's paper.
 */
type Reader<T> = { ok: true; value: T } | { ok: false; response: Response };

async function readerOf<T>(req: Request, allow: (user: SessionPerson) => Promise<T | null>): Promise<Reader<T>> {
  const user = await sessionUser(req.headers);
  if (!user) {
    const url = new URL(req.url);
    const next = returnTo(`${url.pathname}${url.search}`);
    return {
      ok: false,
      response: new Response(null, {
        status: 303,
        headers: { Location: next ? `/masuk?next=${encodeURIComponent(next)}` : '/masuk' },
      }),
    };
  }
  const value = await allow(user);
  return value === null ? { ok: false, response: notFoundResponse() } : { ok: true, value };
}

/** A signed-in member of the organization (any role reads its papers). */
export function paperReader(req: Request, organizationId: string) {
  return readerOf(req, async (user) =>
    (await membershipRole(await getDb(), organizationId, user.id)) ? { user, locale: localeOf(user) } : null,
  );
}

/** The signed-in practitioner, for their own earnings papers. */
export function practitionerReader(req: Request) {
  return readerOf(req, async (user) => {
    const practitionerId = await practitionerIdOfUser(await getDb(), user.id);
    return practitionerId ? { user, practitionerId, locale: localeOf(user) } : null;
  });
}

/** Platform staff of the role, with their second factor as every console page asks. */
export function staffReader(req: Request, role: PlatformRole) {
  return readerOf(req, async (user) =>
    user.platformRole === role && user.twoFactorEnabled ? { user, locale: localeOf(user) } : null,
  );
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

import 'server-only';
import { sessionUser } from '~/server/api/dashboard-context';
import { toApiError } from '~/server/api/error-envelope';
import { readFileForm } from '~/server/api/rest/multipart-form';
import { serviceDomainContext } from '~/server/composition';
import { config } from '~/server/config';
import { getDb, type Db } from '~/server/db/client';
import { AppError } from '~/server/domain/errors';
import { safeFileName } from '~/server/domain/files/file-name';
import { uploadForOrder, type OrderUploader } from '~/server/domain/files/order-upload';
import type { SessionUser } from '~/server/api/context';
import { logger } from '~/server/logger';
import { isForeignOrigin } from '~/shared/http/same-origin';

/**
 * The POST handler of a dashboard upload for an order (multipart/form-data: one part `file`, a field `purpose`):
 * same site only (the session cookie is the credential), then `uploader` says who the signed-in person uploads as
 * or throws the refusal; the bytes stream into the file store as on `POST /v1/files`, with the same checks. Answers
 * 201 with the file (its id goes into the form's `files`), refusals in the spec's envelope.
 */
export function orderUploadRoute<P extends { orderId: string }>(
  uploader: (args: { db: Db; user: SessionUser; params: P }) => Promise<OrderUploader>,
) {
  return async function POST(req: Request, { params }: { params: Promise<P> }) {
    try {
      if (isForeignOrigin(req.headers, { trustForwardedHost: config().authIp.trustedProxies.length > 0 }))
        throw new AppError('FORBIDDEN', 'Permintaan lintas situs ditolak (Origin bukan situs ini).');
      const user = await sessionUser(req.headers);
      if (!user) throw new AppError('UNAUTHORIZED', 'Silakan masuk terlebih dahulu.');
      const db = await getDb();
      const resolved = await params;
      const who = await uploader({ db, user, params: resolved });
      const form = readFileForm(req, 'file');
      const part = await form.file;
      const name = safeFileName(part.filename);
      if (!name) throw new AppError('VALIDATION', 'file: nama berkas wajib.');
      const { filesMaxBytes, filesQuotaBytes } = config();
      const file = await uploadForOrder({
        db,
        domain: serviceDomainContext(),
        orderId: resolved.orderId,
        uploader: who,
        name,
        declaredType: part.mimeType,
        bytes: part.bytes,
        purpose: async () => (await form.fields).purpose,
        limits: { maxFileBytes: filesMaxBytes, quotaBytes: filesQuotaBytes },
      });
      return Response.json(file, { status: 201, headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      const { status, body, headers, internal } = toApiError(error);
      if (internal) logger.error({ err: error, path: new URL(req.url).pathname }, 'dashboard upload error');
      return Response.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
    }
  };
}

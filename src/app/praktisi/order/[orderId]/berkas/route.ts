import { orderUploadRoute } from '~/app/_lib/order-upload-route';
import { AppError } from '~/server/domain/errors';
import { practitionerIdOfUser } from '~/server/domain/people/roles';

export const dynamic = 'force-dynamic';

/** A file for the practitioner's question or hand-in on an order they hold (checked before a byte is read). */
export const POST = orderUploadRoute<{ orderId: string }>(async ({ db, user }) => {
  const practitionerId = await practitionerIdOfUser(db, user.id);
  if (!practitionerId) throw new AppError('FORBIDDEN', 'Halaman ini hanya untuk praktisi.');
  return { kind: 'practitioner', practitionerId };
});

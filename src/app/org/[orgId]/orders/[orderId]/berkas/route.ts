import { orderUploadRoute } from '~/app/_lib/order-upload-route';
import { AppError } from '~/server/domain/errors';
import { membershipRole } from '~/server/domain/people/roles';
import { organizationRequiresTwoFactor } from '~/server/domain/two-factor/two-factor-status';

export const dynamic = 'force-dynamic';

/**
 * A file for a message to the practitioner, uploaded by an owner or admin (who may send messages, as
 * `org.orders.reply`); a member of another organization gets 404, a read-only member 403.
 */
export const POST = orderUploadRoute<{ orgId: string; orderId: string }>(async ({ db, user, params }) => {
  const role = await membershipRole(db, params.orgId, user.id);
  if (!role) throw new AppError('NOT_FOUND', `Organisasi ${params.orgId} tidak ditemukan.`);
  if (role === 'member') throw new AppError('FORBIDDEN', 'Hanya owner atau admin organisasi yang boleh melakukan ini.');
  if (!user.twoFactorEnabled && (await organizationRequiresTwoFactor(db, params.orgId)))
    throw new AppError(
      'FORBIDDEN',
      'Organisasi ini mewajibkan verifikasi dua langkah: aktifkan dulu di /akun/dua-faktor.',
    );
  return { kind: 'member', organizationId: params.orgId };
});

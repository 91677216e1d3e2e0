import type { PlatformRole } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { membershipRole, practitionerIdOfUser } from '~/server/domain/people/roles';
import { organizationRequiresTwoFactor } from '~/server/domain/two-factor/two-factor-status';
import { toTrpcError } from './error-envelope';
import { middleware, publicProcedure } from './trpc';

/** Domain errors become tRPC errors with the spec's status, for every dashboard procedure. */
const mapDomainErrors = middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTrpcError(result.error);
  return result;
});

/** Any signed-in person. */
export const userProcedure = publicProcedure.use(mapDomainErrors).use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Silakan masuk terlebih dahulu.');
  return next({ ctx: { ...ctx, user: ctx.user, actor: { type: 'user' as const, id: ctx.user.id } } });
});

const ROLE_RANK = { member: 1, admin: 2, owner: 3 } as const;
export type OrgRole = keyof typeof ROLE_RANK;

/**
 * A member of the organization named by the input's `organizationId`, with at least `minRole`
 * (checked in the database on every call, not taken from the page).
 */
export const orgProcedure = (minRole: OrgRole) =>
  userProcedure.use(async ({ ctx, getRawInput, next }) => {
    const raw = (await getRawInput()) as { organizationId?: unknown } | undefined;
    const organizationId = typeof raw?.organizationId === 'string' ? raw.organizationId : null;
    if (!organizationId) throw new AppError('VALIDATION', 'organizationId: wajib diisi.');
    const role = await membershipRole(ctx.db, organizationId, ctx.user.id);
    if (!role)
      throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`, {
        details: { reason: 'ORGANIZATION' },
      });
    if (ROLE_RANK[role] < ROLE_RANK[minRole])
      throw new AppError(
        'FORBIDDEN',
        `Hanya ${minRole === 'admin' ? 'owner atau admin' : minRole} organisasi yang boleh melakukan ini.`,
        { details: { reason: minRole === 'admin' ? 'ADMIN_ONLY' : 'OWNER_ONLY' } },
      );
    if (!ctx.user.twoFactorEnabled && (await organizationRequiresTwoFactor(ctx.db, organizationId)))
      throw new AppError(
        'FORBIDDEN',
        'Organisasi ini mewajibkan verifikasi dua langkah: aktifkan dulu di /akun/dua-faktor.',
        { details: { reason: 'TWO_FACTOR_REQUIRED' } },
      );
    return next({ ctx: { ...ctx, organizationId, orgRole: role } });
  });

/**
 * Platform staff with the given role, signed in with a second factor: finance creates deposit money and the
 * operator reveals webhook secrets, so a password alone never acts as staff.
 */
export const staffProcedure = (role: PlatformRole) =>
  userProcedure.use(({ ctx, next }) => {
    if (ctx.user.platformRole !== role) throw new AppError('FORBIDDEN', `Hanya staf ${role} yang boleh melakukan ini.`);
    if (!ctx.user.twoFactorEnabled)
      throw new AppError('FORBIDDEN', 'Staf wajib memakai verifikasi dua langkah: aktifkan dulu di /akun/dua-faktor.', {
        details: { reason: 'TWO_FACTOR_REQUIRED' },
      });
    return next();
  });

/** A signed-in practitioner (linked to the user account). */
export const practitionerProcedure = userProcedure.use(async ({ ctx, next }) => {
  const practitionerId = await practitionerIdOfUser(ctx.db, ctx.user.id);
  if (!practitionerId) throw new AppError('FORBIDDEN', 'Halaman ini hanya untuk praktisi.');
  return next({ ctx: { ...ctx, practitionerId } });
});

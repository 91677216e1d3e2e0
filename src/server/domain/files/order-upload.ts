import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { orders, type FilePurpose } from '~/server/db/schema';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { requirePractitionerOrderAccess } from '~/server/domain/offers/practitioner-order-access';
import { storeUpload } from './store-upload';
import type { FileView } from './file-view';

/** Who uploads from the dashboard for an order: a member of its organization, or the practitioner holding it. */
export type OrderUploader =
  { kind: 'member'; organizationId: string } | { kind: 'practitioner'; practitionerId: string };

/** What each side attaches from the dashboard: the organization writes messages; the practitioner also hands in. */
const PURPOSES: Record<OrderUploader['kind'], readonly FilePurpose[]> = {
  member: ['message'],
  practitioner: ['message', 'deliverable'],
};

/**
 * A dashboard upload for one order (the forms attach it afterwards by id, through the same moves as /v1): stored
 * under the order's organization and mode, so a test order's files stay test files. A member's upload counts
 * against the organization's quota; a practitioner's is marked theirs (outside the quota, usable only by them).
 * The order is checked before a byte is read: another organization's order is 404, an order the practitioner
 * does not hold 403.
 */
export async function uploadForOrder(args: {
  db: Db;
  domain: DomainContext;
  orderId: string;
  uploader: OrderUploader;
  name: string;
  declaredType: string | undefined;
  bytes: AsyncIterable<Uint8Array>;
  purpose: () => Promise<string | undefined>;
  limits: { maxFileBytes: number; quotaBytes: number };
}): Promise<FileView> {
  const { db, orderId, uploader } = args;
  if (uploader.kind === 'practitioner')
    await requirePractitionerOrderAccess({ db, orderId, practitionerId: uploader.practitionerId, kind: 'held' });
  const [order] = await db
    .select({ organizationId: orders.organizationId, livemode: orders.livemode })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        uploader.kind === 'member' ? eq(orders.organizationId, uploader.organizationId) : undefined,
      ),
    );
  if (!order) throw new AppError('NOT_FOUND', `Order ${orderId} tidak ditemukan.`);
  const allowed = PURPOSES[uploader.kind];
  return storeUpload({
    db,
    storage: args.domain.files,
    organizationId: order.organizationId,
    livemode: order.livemode,
    practitionerId: uploader.kind === 'practitioner' ? uploader.practitionerId : undefined,
    name: args.name,
    declaredType: args.declaredType,
    bytes: args.bytes,
    purpose: async () => {
      const purpose = (await args.purpose()) ?? allowed[0]!;
      if (!(allowed as readonly string[]).includes(purpose))
        throw new AppError('VALIDATION', `purpose: salah satu dari ${allowed.join(', ')}.`);
      return purpose as FilePurpose;
    },
    limits: args.limits,
  });
}

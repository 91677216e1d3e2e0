import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { serviceIntakeFields, services } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { toServiceView, type ServiceView } from './service-view';

/** A service as agents see it; inactive, hidden and unknown codes are all 404 SERVICE_NOT_FOUND. */
export async function getServiceForAgents(options: { db: DbOrTx; code: string }): Promise<ServiceView> {
  const { db, code } = options;
  const [service] = await db.select().from(services).where(eq(services.code, code));
  if (!service || !service.active || !service.agentVisible) {
    throw new AppError('SERVICE_NOT_FOUND', `Layanan '${code}' tidak ditemukan.`);
  }
  const intake = await db.select().from(serviceIntakeFields).where(eq(serviceIntakeFields.serviceCode, code));
  return toServiceView(service, intake);
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { apiKeys, organization } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { now } from '~/server/domain/clock';
import { generateKeyMaterial, hashSecret } from './key-format';
import { DEFAULT_MONTHLY_LIMIT_IDR, DEFAULT_PER_ORDER_LIMIT_IDR, SCOPES, isScope, type Scope } from '~/shared/scopes';

export type CreateApiKeyOptions = {
  db: DbOrTx;
  organizationId: string;
  name: string;
  scopes?: string[];
  perOrderLimitIdr?: number;
  monthlyLimitIdr?: number;
  webhookUrl?: string | null;
  createdBy?: string | null;
  /** false: a test key (`svc_test_`), allowed for pending organizations too. */
  livemode: boolean;
};

export type CreatedApiKey = {
  id: string;
  api_key: string;
  prefix: string;
  webhook_secret: string;
  scopes: Scope[];
  livemode: boolean;
};

/**
 * Creates a key for an approved organization, or a test key for an approved or pending one (a team builds
 * against test mode before approval). The full key is returned once and never stored.
 */
export async function createApiKey(options: CreateApiKeyOptions): Promise<CreatedApiKey> {
  const { db, organizationId } = options;
  const name = options.name.trim();
  if (!name) throw new AppError('VALIDATION', 'name: wajib diisi.');
  const scopes = options.scopes ?? [...SCOPES];
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) throw new AppError('VALIDATION', `scopes: tidak dikenal: ${unknown.join(', ')}.`);
  if (scopes.length === 0) throw new AppError('VALIDATION', 'scopes: minimal satu scope.');
  const perOrder = options.perOrderLimitIdr ?? DEFAULT_PER_ORDER_LIMIT_IDR;
  const monthly = options.monthlyLimitIdr ?? DEFAULT_MONTHLY_LIMIT_IDR;
  for (const [field, value] of [
    ['per_order_limit_idr', perOrder],
    ['monthly_limit_idr', monthly],
  ] as const) {
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new AppError('VALIDATION', `${field}: harus bilangan bulat > 0.`);
  }
  if (options.webhookUrl != null && !/^https?:\/\/[^\s]+$/i.test(options.webhookUrl)) {
    throw new AppError('VALIDATION', 'webhook_url: harus diawali http:// atau https://.');
  }

  const [org] = await db
    .select({ status: organization.status })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!org) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
  const { livemode } = options;
  if (!livemode && org.status !== 'approved' && org.status !== 'pending') {
    throw new AppError(
      'FORBIDDEN',
      'API key uji hanya dapat dibuat untuk organisasi yang disetujui atau sedang ditinjau.',
    );
  }
  if (livemode && org.status !== 'approved') {
    throw new AppError('FORBIDDEN', 'API key hanya dapat dibuat untuk organisasi yang sudah disetujui.');
  }

  const material = generateKeyMaterial(livemode);
  const id = newId('apiKey');
  await db.insert(apiKeys).values({
    id,
    organizationId,
    name,
    prefix: material.prefix,
    secretHash: hashSecret(material.secret),
    scopes: [...new Set(scopes)],
    perOrderLimitIdr: perOrder,
    monthlyLimitIdr: monthly,
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: material.webhookSecret,
    createdBy: options.createdBy ?? null,
    createdAt: now(),
    livemode,
  });
  return {
    id,
    api_key: material.apiKey,
    prefix: material.prefix,
    webhook_secret: material.webhookSecret,
    scopes: scopes as Scope[],
    livemode,
  };
}

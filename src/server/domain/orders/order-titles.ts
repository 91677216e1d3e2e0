import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { services } from '~/server/db/schema';

/** Intake keys that name who an order is for, most telling first (the catalog's services use these). */
const SUBJECT_KEYS = [
  'nama_perusahaan',
  'nama_usaha',
  'nama_yayasan',
  'nama_merek',
  'judul_ciptaan',
  'pihak_lawan',
  'nama_pemohon',
];

/** The company or person an order is about, from its intake; null when the intake names none. */
export function intakeSubject(intake: Record<string, string>): string | null {
  for (const key of SUBJECT_KEYS) if (intake[key]?.trim()) return intake[key]!.trim();
  return null;
}

/** Orders with what a person recognises them by: the service's name and the company in the intake. */
export async function withOrderTitles<O extends { service: string; intake: Record<string, string> }>(
  db: DbOrTx,
  rows: O[],
): Promise<(O & { service_name: string; subject: string | null })[]> {
  const codes = [...new Set(rows.map((r) => r.service))];
  const names = codes.length
    ? await db.select({ code: services.code, name: services.name }).from(services).where(inArray(services.code, codes))
    : [];
  return rows.map((r) => ({
    ...r,
    service_name: names.find((n) => n.code === r.service)?.name ?? r.service,
    subject: intakeSubject(r.intake),
  }));
}

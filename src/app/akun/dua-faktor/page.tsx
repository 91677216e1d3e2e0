import { requireUser, type TwoFactorRequirement } from '~/app/_lib/guards';
import { TwoFactorSettings } from './two-factor-settings';

export const dynamic = 'force-dynamic';

/**
 * /akun/dua-faktor: turn the second factor on (password, QR code, a code), get new recovery codes, or turn
 * it off. `?wajib=staf|org` says why the person was sent here (guards.ts).
 */
export default async function TwoFactorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const person = await requireUser();
  const why = (await searchParams).wajib;
  const required: TwoFactorRequirement | null = why === 'staf' || why === 'org' ? why : null;
  return <TwoFactorSettings enabled={person.twoFactorEnabled} required={person.twoFactorEnabled ? null : required} />;
}

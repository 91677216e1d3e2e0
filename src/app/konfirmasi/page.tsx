import { ConfirmAddressForm } from '~/app/_components/confirm-address-form';
import { getDb } from '~/server/db/client';
import { confirmationLinkValid } from '~/server/domain/people/address-confirmation';
import { returnTo } from '~/shared/return-to';

export const dynamic = 'force-dynamic';

/** The mailed confirmation link: the person who opens it chooses the password (docs/decisions.md, pre-hijack). */
export default async function ConfirmAddressPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = typeof params.token === 'string' && params.token.length <= 100 ? params.token : null;
  const valid = token !== null && (await confirmationLinkValid(await getDb(), token));
  return <ConfirmAddressForm token={valid ? token : null} next={returnTo(params.next)} />;
}

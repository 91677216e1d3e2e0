import { NewPasswordForm } from '~/app/_components/password-reset-forms';

export default async function NewPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = typeof params.token === 'string' && params.token.length <= 200 ? params.token : null;
  return <NewPasswordForm token={token} invalid={params.error !== undefined} />;
}

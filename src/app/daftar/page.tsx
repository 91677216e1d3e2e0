import { AuthForm } from '~/app/_components/auth-form';
import { returnTo } from '~/shared/return-to';

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AuthForm mode="sign-up" next={returnTo((await searchParams).next)} />;
}

import { ForgotPasswordForm } from '~/app/_components/password-reset-forms';

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

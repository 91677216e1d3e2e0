'use client';

import { useRouter } from 'next/navigation';
import { authClient } from '~/app/_lib/auth-client';

export function SignOutButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="link-button"
      onClick={async () => {
        await authClient.signOut();
        router.push('/');
        router.refresh();
      }}
    >
      {label}
    </button>
  );
}

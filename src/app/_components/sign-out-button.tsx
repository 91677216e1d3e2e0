'use client';

import { Button } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { authClient } from '~/app/_lib/auth-client';

export function SignOutButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <Button
      variant="default"
      size="xs"
      onClick={async () => {
        await authClient.signOut();
        router.push('/');
        router.refresh();
      }}
    >
      {label}
    </Button>
  );
}

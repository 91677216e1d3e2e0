'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Where a self-hoster without SMTP finds the mailed link: said only on a local address, where the reader is
 * the person running the service (visitors of a deployment never need it).
 */
export function LocalMailHint({ text }: { text: string }) {
  const local = useSyncExternalStore(
    subscribe,
    () => LOCAL_HOSTS.includes(window.location.hostname),
    () => false,
  );
  if (!local) return null;
  return (
    <p className="muted">
      {text} <code>npm run -s ops -- mail list</code>.
    </p>
  );
}

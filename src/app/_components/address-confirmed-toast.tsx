'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { account } from '~/app/_i18n/messages/account';
import { useT } from '~/app/_i18n/use-t';
import { toast } from './toast';

const KEY = 'aos-address-confirmed';

/** Called by the confirmation page just before it leaves for the landing page. */
export function rememberAddressConfirmed(): void {
  sessionStorage.setItem(KEY, '1');
}

/**
 * Says "your address is confirmed" on whichever page a confirmation lands on (the dashboard, or the invitation a
 * sign-up started from), once that page is shown: a toast fired before leaving /konfirmasi would spend its
 * seconds while the next page loads. Kept in the tab's session storage, so a query flag does not change the
 * landing address.
 */
export function AddressConfirmedToast() {
  const a = useT(account);
  const pathname = usePathname();
  useEffect(() => {
    if (pathname === '/konfirmasi' || sessionStorage.getItem(KEY) !== '1') return;
    sessionStorage.removeItem(KEY);
    toast(a.addressConfirmed, 'success');
  }, [pathname, a.addressConfirmed]);
  return null;
}

'use client';

import { Switch } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { useOrg, useRefreshOrg } from './org-context';
import { TEST_MODE_COOKIE } from './test-mode';

/** The test-mode switch: test data only while on, live data only while off. */
export function TestModeSwitch() {
  const t = useT(org);
  const router = useRouter();
  const refreshOrg = useRefreshOrg();
  const { testMode } = useOrg();
  // Shown at once; the pages follow when the layout has re-read the cookie (router.refresh()).
  const [on, setOn] = useState(testMode);
  useEffect(() => setOn(testMode), [testMode]);
  return (
    <Switch
      className="test-mode-switch"
      label={t.testModeSwitch}
      checked={on}
      data-testid="test-mode-switch"
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setOn(next);
        document.cookie = `${TEST_MODE_COOKIE}=${next ? '1' : '0'}; path=/; max-age=31536000; samesite=lax`;
        void refreshOrg();
        router.refresh();
      }}
    />
  );
}

/** The banner over every page of the organization while test mode is on. */
export function TestModeBanner() {
  const t = useT(org);
  const { testMode } = useOrg();
  if (!testMode) return null;
  return (
    <p className="notice test-mode-banner" role="status" data-testid="test-mode-banner">
      <strong>{t.testModeBannerTitle}</strong> {t.testModeBanner}
    </p>
  );
}

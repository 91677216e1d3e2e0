'use client';

import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

// The sign-in form shows its own code step on `twoFactorRedirect`, so the plugin is given no redirect page.
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });

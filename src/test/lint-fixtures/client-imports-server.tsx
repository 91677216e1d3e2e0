// lint-as: src/app/org/[orgId]/keys/keys-view.tsx
// expect: client must not import domain
// expect: client must not import db
'use client';

import { createApiKey } from '~/server/domain/keys/create-api-key';
import { getDb } from '~/server/db/client';
// A type is erased before bundling: allowed.
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';

export type Router = DashboardRouter;
export { createApiKey, getDb };

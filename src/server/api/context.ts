import type { Db } from '~/server/db/client';
import type { PlatformRole } from '~/server/db/schema';
import type { DomainContext } from '~/server/domain/context';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  platformRole: PlatformRole | null;
  locale: string;
  /** A confirmed second factor (TOTP); staff and members of organizations that require it need one to act. */
  twoFactorEnabled: boolean;
};

/** What a dashboard procedure runs with (tRPC over /api/trpc); /v1 has its own (RestContext). */
export type DashboardContext = {
  db: Db;
  /** The process's job scheduler and settings (server/composition.ts), for the domain functions that use them. */
  domain: DomainContext;
  requestId: string;
  /** The signed-in person; null when signed out. */
  user: SessionUser | null;
  /** The better-auth session of that person (the account page marks and keeps it). */
  sessionId: string | null;
  headers: Headers;
};

import type { Db } from '~/server/db/client';
import type { PlatformRole } from '~/server/db/schema';
import type { DomainContext } from '~/server/domain/context';
import type { AuthenticatedKey } from '~/server/domain/keys/authenticate-api-key';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  platformRole: PlatformRole | null;
  locale: string;
  /** A confirmed second factor (TOTP); staff and members of organizations that require it need one to act. */
  twoFactorEnabled: boolean;
};

/** Why the REST adapter replaced a request body before handing it to tRPC, as the answer to give. */
export type BodyProblem = { status: 400 | 422; message: string } | null;

export type ApiContext = {
  db: Db;
  /** The process's job scheduler and settings (server/composition.ts), for the domain functions that use them. */
  domain: DomainContext;
  requestId: string;
  method: string;
  /** Set by the /v1 adapter after authentication; null on other surfaces. */
  apiKey: AuthenticatedKey | null;
  /** The signed-in person on the dashboard surface; null on /v1. */
  user: SessionUser | null;
  /** The better-auth session of that person (the account page marks and keeps it); null on /v1. */
  sessionId: string | null;
  bodyProblem: BodyProblem;
  headers: Headers;
  /** Status and headers a procedure wants on its REST response (trpc-to-openapi ignores them otherwise). */
  response: { status?: number; headers: Record<string, string> };
};

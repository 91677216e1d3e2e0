import { oauthRegistrationRefusal } from '~/mcp/oauth-refusal';

export const dynamic = 'force-dynamic';

/** Where OAuth-capable MCP clients end up after a 401 from /mcp; see oauth-refusal.ts. */
export const POST = () => oauthRegistrationRefusal();

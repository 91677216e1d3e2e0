import type { AuthenticatedKey } from '~/server/domain/keys/authenticate-api-key';
import type { Viewer } from '~/server/domain/orders/lifecycle';
import type { OrgRole } from './procedures';

/** An API key sees the actions its scopes open (`kirim_pesan`, `terima_hasil`). */
export const agentViewer = (apiKey: Pick<AuthenticatedKey, 'scopes'>): Viewer => ({
  kind: 'agent',
  scopes: apiKey.scopes,
});

export const memberViewer = (role: OrgRole): Viewer => ({ kind: 'org_member', role });

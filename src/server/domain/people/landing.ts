/**
 * Where a person starts after signing in (when no return-to path was asked for): staff in their console
 * area, a practitioner without organizations in the workspace, everyone else on the dashboard (their
 * organizations and invitations, or the form to create one).
 */
export function landingPath(me: {
  platformRole: string | null;
  practitionerId: string | null;
  memberships: readonly unknown[];
}): string {
  if (me.platformRole === 'operator') return '/staf/operator';
  if (me.platformRole === 'finance') return '/staf/keuangan';
  if (me.practitionerId && me.memberships.length === 0) return '/praktisi';
  return '/dashboard';
}

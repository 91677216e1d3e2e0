'use client';

import { useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import type { MemberRole } from '~/shared/member-roles';
import type { OrganizationStatus } from '~/shared/organization-statuses';

/** `testMode`: the dashboard's test-mode switch (a cookie): test data only while on. */
export type OrgInfo = {
  orgId: string;
  role: MemberRole;
  status: OrganizationStatus;
  userId: string;
  testMode: boolean;
};

const OrgContext = createContext<OrgInfo | null>(null);

/** The organization of this page and the signed-in person's role in it (checked on the server by the layout). */
export function OrgProvider({ value, children }: { value: OrgInfo; children: ReactNode }) {
  return <OrgContext.Provider value={value}>{children}</OrgContext.Provider>;
}

export function useOrg(): OrgInfo & { canManage: boolean } {
  const value = useContext(OrgContext);
  if (!value) throw new Error('useOrg outside OrgProvider');
  // Hides controls only; every procedure checks the role again on the server.
  return { ...value, canManage: value.role === 'owner' || value.role === 'admin' };
}

/** After a change: refreshes every view of the organization (every `org.*` query on the page). */
export function useRefreshOrg() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.org.pathFilter());
}

/** The one submit helper (use-submit.ts) for a change to this organization: every view of it is refreshed. */
export function useOrgSubmit<TData, TError, TInput, TContext>(
  options: UseMutationOptions<TData, TError, TInput, TContext>,
) {
  const trpc = useTRPC();
  return useSubmit(options, { invalidate: [trpc.org.pathFilter()] });
}

import { BillingDetailsForm } from '~/app/org/[orgId]/_components/billing-details-form';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { SettingsView } from './settings-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgSettingsPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  return (
    <Prefetched
      queries={[
        trpcServer.org.overview.queryOptions({ organizationId: orgId }),
        trpcServer.org.billing.queryOptions({ organizationId: orgId }),
      ]}
    >
      <SettingsView />
      <BillingDetailsForm />
    </Prefetched>
  );
}

import { notFound } from 'next/navigation';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { getDb } from '~/server/db/client';
import { organizationHasCase } from '~/server/domain/organizations/organization-records';
import { CasePaperDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { CaseDetailView } from './case-detail-view';

/**
 * A case of this organization, rendered with its data (prefetched on the server); any other id is the
 * app's 404 page with status 404.
 */
export default async function OrgCasePage({ params }: { params: Promise<{ orgId: string; caseId: string }> }) {
  const { orgId, caseId } = await params;
  if (!(await organizationHasCase(await getDb(), orgId, caseId))) notFound();
  return (
    <Prefetched queries={[trpcServer.org.cases.detail.queryOptions({ organizationId: orgId, caseId })]}>
      <CaseDetailView caseId={caseId} />
      <CasePaperDownloads orgId={orgId} caseId={caseId} />
    </Prefetched>
  );
}

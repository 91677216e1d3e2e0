import { DepositPaperDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { DepositView } from './deposit-view';

export default async function OrgDepositPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  return (
    <>
      <DepositView />
      <DepositPaperDownloads orgId={orgId} />
    </>
  );
}

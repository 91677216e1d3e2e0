import { CaseDetailView } from './case-detail-view';

export default async function OrgCasePage({ params }: { params: Promise<{ caseId: string }> }) {
  const { caseId } = await params;
  return <CaseDetailView caseId={caseId} />;
}

import { CasesView } from './cases-view';

export default function OrgCasesPage() {
  return <CasesView />;
}

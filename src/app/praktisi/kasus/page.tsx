import { CaseBoardView } from './case-board-view';

export default function PractitionerCasesPage() {
  return <CaseBoardView />;
}

import { ChartsView } from './charts-view';

export default function OrgChartsPage() {
  return <ChartsView />;
}

import { OverviewView } from './overview-view';

export default function OrgOverviewPage() {
  return <OverviewView />;
}

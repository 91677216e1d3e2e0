import { DisputesView } from './disputes-view';

export default function DisputesPage() {
  return <DisputesView />;
}

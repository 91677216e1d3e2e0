import { CancellationsView } from './cancellations-view';

export default function CancellationsPage() {
  return <CancellationsView />;
}

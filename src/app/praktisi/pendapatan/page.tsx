import { EarningsView } from './earnings-view';

export default function PractitionerEarningsPage() {
  return <EarningsView />;
}

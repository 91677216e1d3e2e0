import { OffersView } from './offers-view';

export default function PractitionerOffersPage() {
  return <OffersView />;
}

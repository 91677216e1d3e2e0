import { PractitionersView } from './practitioners-view';

export default function PractitionersPage() {
  return <PractitionersView />;
}

import { ApplicationsView } from './applications-view';

export default function ApplicationsPage() {
  return <ApplicationsView />;
}

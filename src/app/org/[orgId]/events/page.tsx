import { EventsView } from './events-view';

export default function OrgEventsPage() {
  return <EventsView />;
}

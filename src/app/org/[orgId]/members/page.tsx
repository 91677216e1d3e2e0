import { MembersView } from './members-view';

export default function OrgMembersPage() {
  return <MembersView />;
}

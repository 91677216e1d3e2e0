import { KeysView } from './keys-view';

export default function OrgKeysPage() {
  return <KeysView />;
}

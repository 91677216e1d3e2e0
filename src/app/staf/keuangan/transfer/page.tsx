import { TransferView } from './transfer-view';

export default function TransferPage() {
  return <TransferView />;
}

import { DepositView } from './deposit-view';

export default function OrgDepositPage() {
  return <DepositView />;
}

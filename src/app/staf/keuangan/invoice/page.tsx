import { InvoicesView } from './invoices-view';

export default function InvoicesPage() {
  return <InvoicesView />;
}

import { redirect } from 'next/navigation';

export default function OperatorHome() {
  redirect('/staf/operator/permohonan');
}

import type { PlatformRole } from '~/server/db/schema';
import type { staff } from '~/app/_i18n/messages/staff';

type Words = (typeof staff)['id'];
type Key = keyof Words;

/** The console's sections by role: the landing page and each area's tabs read the same list. */
export const SECTIONS: Record<PlatformRole, { href: string; label: Key; description: Key }[]> = {
  operator: [
    { href: '/staf/operator/operasi', label: 'navOperations', description: 'descOperations' },
    { href: '/staf/operator/permohonan', label: 'navApplications', description: 'descApplications' },
    { href: '/staf/operator/katalog', label: 'navCatalog', description: 'descCatalog' },
    { href: '/staf/operator/praktisi', label: 'navPractitioners', description: 'descPractitioners' },
    { href: '/staf/operator/sengketa', label: 'navDisputes', description: 'descDisputes' },
    { href: '/staf/operator/pembatalan', label: 'navCancellations', description: 'descCancellations' },
    { href: '/staf/operator/webhook-secret', label: 'navSecrets', description: 'descSecrets' },
  ],
  finance: [
    { href: '/staf/keuangan/transfer', label: 'navTransfers', description: 'descTransfers' },
    { href: '/staf/keuangan/invoice', label: 'navInvoices', description: 'descInvoices' },
  ],
};

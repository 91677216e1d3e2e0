import { serviceListSchema } from '~/shared/v1/service-schema';
import { defineTool, READ_ONLY } from './tool';

export const daftarLayanan = defineTool({
  name: 'daftar_layanan',
  title: 'Daftar layanan',
  description:
    'Lists the catalog of fixed-scope legal and company-formation services (Indonesia): code, price_idr, SLA hours and the intake fields each needs. ' +
    'Read it before ordering. Services with pricing "bid" cannot be ordered: submit them as a case with ajukan_kasus.',
  inputSchema: {},
  outputSchema: serviceListSchema,
  annotations: READ_ONLY,
  request: () => ({ method: 'GET', path: '/services' }),
});

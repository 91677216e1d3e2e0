import { balanceSchema } from '~/shared/v1/balance-schema';
import { defineTool, READ_ONLY } from './tool';

export const saldo = defineTool({
  name: 'saldo',
  title: 'Saldo',
  description:
    'The organization deposit, the money held in escrow, and this key’s per-order and monthly limits with this month’s spend.',
  inputSchema: {},
  outputSchema: balanceSchema,
  annotations: READ_ONLY,
  request: () => ({ method: 'GET', path: '/balance' }),
});

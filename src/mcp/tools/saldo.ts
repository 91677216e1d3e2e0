import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { balanceSchema } from '~/shared/v1/balance-schema';
import { defineTool, READ_ONLY } from './tool';

export const saldo = defineTool({
  name: 'saldo',
  title: 'Saldo',
  description: TOOL_DESCRIPTIONS.saldo,
  inputSchema: {},
  outputSchema: balanceSchema,
  annotations: READ_ONLY,
  request: () => ({ method: 'GET', path: '/balance' }),
});

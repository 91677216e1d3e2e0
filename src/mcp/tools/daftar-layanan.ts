import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { serviceListSchema } from '~/shared/v1/service-schema';
import { defineTool, READ_ONLY } from './tool';

export const daftarLayanan = defineTool({
  name: 'daftar_layanan',
  title: 'Daftar layanan',
  description: TOOL_DESCRIPTIONS.daftar_layanan,
  inputSchema: {},
  outputSchema: serviceListSchema,
  annotations: READ_ONLY,
  request: () => ({ method: 'GET', path: '/services' }),
});

import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { serviceSchema } from '~/shared/v1/service-schema';
import { READ_ONLY, defineTool, pathSegment, segment } from './tool';

export const detailLayanan = defineTool({
  name: 'detail_layanan',
  title: 'Detail layanan',
  description: TOOL_DESCRIPTIONS.detail_layanan,
  inputSchema: { code: pathSegment().describe('Service code from daftar_layanan, e.g. "pendirian-pt"') },
  outputSchema: serviceSchema,
  annotations: READ_ONLY,
  request: ({ code }) => ({ method: 'GET', path: `/services/${segment(code)}` }),
});

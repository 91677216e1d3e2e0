// lint-as: src/mcp/tools/planted.ts
// expect: mcp must not import config
// expect: mcp must not import server-infra
import { config } from '~/server/config';
import { literalMalformedPath } from '~/server/http/malformed-path';

export { config, literalMalformedPath };

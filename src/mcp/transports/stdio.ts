// `npm run mcp:stdio`, and `npx -y tsx <clone>/src/mcp/transports/stdio.ts` from a client's config: the stdio
// tool server. An MCP client starts it in a directory of its own, where tsx finds no tsconfig mapping `~/`, so
// this entry imports nothing through `~/`: it registers the project's tsconfig by path (as bin/mcp-stdio.mjs
// does), then loads the server. The registration is added after tsx's own, so its resolver answers first.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
await import('./stdio-server');

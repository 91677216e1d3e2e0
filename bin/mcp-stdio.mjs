#!/usr/bin/env node
// `agent-order-mcp`: the stdio tool server (needs SERVICE_API_KEY; SERVICE_API_URL defaults to http://api.localhost:3100).
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The project's tsconfig by path, not the one of whatever directory the MCP client starts us in: it maps `~/`.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('../src/mcp/transports/stdio-server.ts');

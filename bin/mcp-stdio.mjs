#!/usr/bin/env node
// `agent-order-mcp`: the stdio tool server (needs SERVICE_API_KEY; SERVICE_API_URL defaults to http://api.localhost:3100).
import { register } from 'tsx/esm/api';

register();
await import('../src/mcp/transports/stdio.ts');

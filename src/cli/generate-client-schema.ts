// `npm run client:generate` (react-server condition: the routers import `server-only`): rewrites the typed client's types after the API changed (a test fails until then).
import { writeFileSync } from 'node:fs';
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from './client-schema';

writeFileSync(CLIENT_SCHEMA_PATH, await clientSchemaSource());
process.stdout.write(`wrote ${CLIENT_SCHEMA_PATH}\n`);

// `npm run db:stop`: stops the embedded Postgres that the server, worker or CLI left running.
import { stopEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';

process.stdout.write(`${await stopEmbeddedPostgres({ env: process.env })}\n`);

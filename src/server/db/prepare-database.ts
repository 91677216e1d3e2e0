import { connect } from './client';
import { ensureEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';
import { migrateDatabase } from './migrate';

/**
 * What a launcher does before its process uses the database: the embedded cluster started when no URL is
 * given, then the migrations. Returns the URL to open pools on (configureDatabase) and to hand to children.
 */
export async function prepareDatabase(options: {
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  /** The launcher's environment, for the embedded cluster (its directory, binaries and locale). */
  env: NodeJS.ProcessEnv;
}) {
  const url = options.databaseUrl ?? (await ensureEmbeddedPostgres({ port: options.embeddedPgPort, env: options.env }));
  // First a query with a pool's short connect timeout: a database that is away fails this within seconds
  // (migrations connect with the driver's default of 30 s and no statement timeout).
  const probe = connect(url, { max: 1 });
  try {
    await probe.sql`select 1`;
  } finally {
    await probe.sql.end({ timeout: 0 });
  }
  await migrateDatabase(url);
  return url;
}

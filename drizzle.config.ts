import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: migrations are written as SQL files and applied by the app.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});

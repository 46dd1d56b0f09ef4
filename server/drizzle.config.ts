import { defineConfig } from 'drizzle-kit';

/** One migration set for both drivers (embedded PGlite and node-postgres): `npm run db:generate`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});

import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; both drivers apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});

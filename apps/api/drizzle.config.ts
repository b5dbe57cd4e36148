import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @exam/api` writes a SQL migration for schema changes into ./drizzle.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

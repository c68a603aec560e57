import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables.ts', './src/core/**/tables.ts', './src/modules/**/tables.ts'],
  // The drift test points this at a scratch copy of the migrations (test/migration-files.test.ts).
  out: process.env.DRIZZLE_OUT ?? './src/db/migrations',
});

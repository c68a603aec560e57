import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables.ts', './src/core/**/tables.ts', './src/modules/**/tables.ts'],
  out: './src/db/migrations',
});

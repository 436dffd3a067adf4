import { defineConfig } from 'drizzle-kit';

// The PostgreSQL schema and its migrations (decision 0063); drizzle.config.ts is SQLite's.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/pg/schema/index.ts',
  out: './db/pg/migrations',
});

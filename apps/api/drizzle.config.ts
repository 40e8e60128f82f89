import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module declares its own tables (ADR 009); the demo seed's one table is beside it.
  schema: ['./apps/api/src/modules/*/*.schema.ts', './apps/api/src/seed/*.schema.ts'],
  out: './apps/api/src/db/migrations',
});

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/db/schema.ts',
    './apps/api/src/db/blog-schema.ts',
    './apps/api/src/db/search-schema.ts',
    './apps/api/src/db/trust-schema.ts',
    './apps/api/src/db/insights-schema.ts',
  ],
  out: './apps/api/src/db/migrations',
});

// drizzle-kit settings: `npm run db:generate -w @loyalty/db` turns changes of src/schema/*.ts into a new SQL migration.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
});

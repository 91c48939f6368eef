import { defineConfig } from 'drizzle-kit'

// One schema, one migration set for both drivers (PGlite and PostgreSQL). `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/*.ts',
  out: './lib/db/migrations',
})

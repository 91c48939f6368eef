import { defineConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Tests run server modules outside a React server bundle, where `server-only` would throw.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // next-intl imports `next/navigation` without an extension; inlining lets Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    // PGlite databases start in seconds; integration tests get room.
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: one file at a time on CI's two cores, where the
    // main process mostly waits. Every file has its own databases (tests/helpers/db.ts), so all cores run.
    maxWorkers: availableParallelism(),
    hookTimeout: 60_000,
  },
})

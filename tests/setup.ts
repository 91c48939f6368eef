import '@testing-library/jest-dom/vitest'
import { beforeAll, vi } from 'vitest'
import { loadEagerDynamics } from './helpers/eager-dynamic'

// See tests/helpers/eager-dynamic.tsx: chunk-splitting next/dynamic components render at once, as on the server.
vi.mock('next/dynamic', async (importOriginal) =>
  (await import('./helpers/eager-dynamic')).mockNextDynamic(importOriginal),
)
beforeAll(loadEagerDynamics)

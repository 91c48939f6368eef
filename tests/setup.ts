import '@testing-library/jest-dom/vitest'
import { beforeAll, vi } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadEagerDynamics } from './helpers/eager-dynamic'

// Mail sent by the code under test lands in a throw-away local mailbox, never in the checkout's .data/mail.
process.env.MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'storefront-test-mail-'))

// See tests/helpers/eager-dynamic.tsx: chunk-splitting next/dynamic components render at once, as on the server.
vi.mock('next/dynamic', async (importOriginal) =>
  (await import('./helpers/eager-dynamic')).mockNextDynamic(importOriginal),
)
beforeAll(loadEagerDynamics)

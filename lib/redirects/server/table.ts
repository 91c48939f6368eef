import 'server-only'

/** The redirect table of spec 01 §2 as the proxy reads it: the database rows, held in memory for a while. */
import { z } from 'zod'
import { getDb, type Db } from '@/lib/db'
import { redirects } from '@/lib/db/schema'
import type { RedirectLookup } from '@/lib/routing/rules/decide'
import { processSingleton } from '@/lib/cache/process-singleton'
import { createTtlTable, type TtlTable, type TtlTableOptions } from '@/lib/cache/ttl-table'
import {
  buildRedirectLookup,
  emptyRedirectLookup,
  storedRedirectSchema,
  type Redirect,
} from '../rules/redirect'
import { logFailure } from '@/lib/http/server/failure'

const DEFAULT_TTL_MS = 30_000
const ttlSchema = z.coerce.number().int().min(0).default(DEFAULT_TTL_MS)

export type RedirectTableOptions = Omit<TtlTableOptions<Redirect, RedirectLookup>, 'build' | 'empty'>
export type RedirectTable = TtlTable<RedirectLookup>

/** The redirect rows held in memory for proxy.ts (see createTtlTable). */
export function createRedirectTable(options: RedirectTableOptions): RedirectTable {
  return createTtlTable({ ...options, build: buildRedirectLookup, empty: emptyRedirectLookup })
}

/** Every row of the redirects table, malformed hand-edited rows left out (with a warning). */
export async function loadRedirects(db?: Db): Promise<Redirect[]> {
  const rows = await (db ?? (await getDb())).select().from(redirects)
  const valid: Redirect[] = []
  for (const row of rows) {
    const parsed = storedRedirectSchema.safeParse({ ...row, source: row.sourcePath })
    if (parsed.success) valid.push(parsed.data)
    else console.warn(`[redirects] skipping row ${row.id}: ${z.prettifyError(parsed.error)}`)
  }
  return valid
}

function processTable(): RedirectTable {
  return processSingleton('__storefrontRedirectTable', () =>
    createRedirectTable({
      load: () => loadRedirects(),
      ttlMs: ttlSchema.parse(process.env.REDIRECTS_TTL_MS || undefined),
      onError: (error) => logFailure('[redirects] cannot load the redirect table; serving none', error),
    }),
  )
}

/** The lookup proxy.ts hands to decideRoute. Never rejects. */
export function getRedirectLookup(): Promise<RedirectLookup> {
  return processTable().lookup()
}

/** Drops this process's cached table; other instances pick changes up within REDIRECTS_TTL_MS. */
export function invalidateRedirectCache(): void {
  processTable().invalidate()
}

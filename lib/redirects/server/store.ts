import 'server-only'

/** Adding, removing and listing the rows of the redirect table; each change drops this process's cache. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { getDb, type Db } from '@/lib/db'
import { redirects, type RedirectRow } from '@/lib/db/schema'
import type { MarketCode } from '@/lib/config'
import { redirectInputSchema, sourcePathSchema, type Redirect, type RedirectInput } from '../rules/redirect'
import { invalidateRedirectCache } from './table'

export { invalidateRedirectCache }
export type { Redirect, RedirectInput }

export interface StoredRedirect extends Redirect {
  id: number
}

const toStored = (row: RedirectRow): StoredRedirect => ({
  id: row.id,
  market: row.market as MarketCode | null,
  source: row.sourcePath,
  target: row.target,
  status: row.status as Redirect['status'],
})

const redirectKeySchema = z.object({
  market: redirectInputSchema.shape.market,
  source: sourcePathSchema,
})

/**
 * Adds a redirect or replaces the target and status of the one with the same market and source.
 * Throws a ZodError for invalid input (route helpers answer it with 400).
 */
export async function upsertRedirect(input: RedirectInput, db?: Db): Promise<StoredRedirect> {
  const value = redirectInputSchema.parse(input)
  const [row] = await (db ?? (await getDb()))
    .insert(redirects)
    .values({ market: value.market, sourcePath: value.source, target: value.target, status: value.status })
    .onConflictDoUpdate({
      target: [redirects.market, redirects.sourcePath],
      set: { target: sql`excluded.target`, status: sql`excluded.status` },
    })
    .returning()
  if (!row) throw new Error('redirect upsert returned no row')
  invalidateRedirectCache()
  return toStored(row)
}

/** Removes the redirect for a market (null: the all-markets one) and source. True when one existed. */
export async function deleteRedirect(
  key: { market?: MarketCode | null; source: string },
  db?: Db,
): Promise<boolean> {
  const { market, source } = redirectKeySchema.parse(key)
  const removed = await (db ?? (await getDb()))
    .delete(redirects)
    .where(
      and(
        market === null ? isNull(redirects.market) : eq(redirects.market, market),
        eq(redirects.sourcePath, source),
      ),
    )
    .returning({ id: redirects.id })
  invalidateRedirectCache()
  return removed.length > 0
}

export async function listRedirects(db?: Db): Promise<StoredRedirect[]> {
  const rows = await (db ?? (await getDb()))
    .select()
    .from(redirects)
    .orderBy(asc(redirects.sourcePath), sql`${redirects.market} nulls first`)
  return rows.map(toStored)
}

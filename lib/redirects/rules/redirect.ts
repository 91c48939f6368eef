/** Redirect table entries (spec 01 §2 "a redirect table supplied by the server"): validation and lookup. */
import { z } from 'zod'
import { MARKET_CODES, ROUTING, type Market, type MarketCode } from '@/lib/config'
import type { RedirectEntry, RedirectLookup } from '@/lib/routing/rules/decide'

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

export interface Redirect {
  market: MarketCode | null
  /** Decoded and slash-terminated, as decideRoute looks it up. */
  source: string
  target: string
  status: RedirectStatus
}

const CONTROL = /[\u0000-\u001f\u007f]/
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/
const statusSchema = z.literal(REDIRECT_STATUSES)

function decodeIfEncoded(value: string): string | null {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

function hasEmptyOrDotSegment(path: string): boolean {
  if (path === '/') return false
  return path
    .slice(1, -1)
    .split('/')
    .some((segment) => segment === '' || segment === '.' || segment === '..')
}

/** A shopper path as decideRoute sees it: decoded, '/…/', no query, no dot segments. */
export const sourcePathSchema = z
  .string()
  .trim()
  .max(ROUTING.maxPathLength)
  .transform((value, ctx) => {
    const decoded = decodeIfEncoded(value)
    if (decoded === null) {
      ctx.addIssue({ code: 'custom', message: 'malformed percent-encoding' })
      return z.NEVER
    }
    return decoded.normalize('NFC')
  })
  .refine((p) => p.startsWith('/') && p.endsWith('/'), 'must start and end with "/", e.g. /de/alte-seite/')
  .refine((p) => !/[?#]/.test(p), 'must be a path without query or fragment')
  .refine((p) => !CONTROL.test(p), 'must not contain control characters')
  .refine((p) => !hasEmptyOrDotSegment(p), 'must not contain empty, "." or ".." segments')

/** A same-shop path ('/…', never '//' or '/\\', which browsers read as another host) or an http(s) URL. */
export const redirectTargetSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((t) => !CONTROL_OR_SPACE.test(t), 'must not contain spaces or control characters')
  .refine((t) => (t.startsWith('/') ? !/^\/[/\\]/.test(t) : isHttpUrl(t)), {
    message: 'must be a path starting with "/" or an absolute http(s) URL',
  })

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

export const redirectInputSchema = z
  .object({
    market: z.enum(MARKET_CODES).nullable().default(null),
    source: sourcePathSchema,
    target: redirectTargetSchema,
    status: statusSchema,
  })
  .refine((r) => r.target.split(/[?#]/)[0] !== r.source, {
    message: 'target must differ from source (a redirect to itself loops)',
    path: ['target'],
  })

export type RedirectInput = z.input<typeof redirectInputSchema>

/** A row as stored; rows that editors broke with hand-written SQL are skipped rather than served. */
export const storedRedirectSchema = z.object({
  market: z.enum(MARKET_CODES).nullable(),
  source: z.string().startsWith('/').endsWith('/'),
  target: redirectTargetSchema,
  status: statusSchema,
})

const keyOf = (market: MarketCode | null, path: string) => `${market ?? '*'} ${path.normalize('NFC')}`

/** The lookup decideRoute calls: a market's own row wins over the all-markets row for the same path. */
export function buildRedirectLookup(rows: readonly Redirect[]): RedirectLookup {
  const table = new Map<string, RedirectEntry>()
  for (const row of rows) table.set(keyOf(row.market, row.source), { target: row.target, status: row.status })
  return (path: string, market: Market) =>
    table.get(keyOf(market.code, path)) ?? table.get(keyOf(null, path)) ?? null
}

export const emptyRedirectLookup: RedirectLookup = () => null

import 'server-only'

/**
 * The range API as breach source (PWNED_PASSWORDS_URL, e.g. https://api.pwnedpasswords.com/range/):
 * GET {url}{prefix} with `Add-Padding: true`, one attempt within the timeout and no retry. A register
 * form waits on this (spec 02 §5), and a failed check already counts as invalid, so a second try would
 * only make the shopper wait longer. After a failure the API is left alone for a while (a short circuit
 * breaker): every check fails at once meanwhile instead of each one waiting out the timeout against a
 * service that is down, and a storm of checks never piles onto it as it recovers.
 */
import { BoundedCache } from '@/lib/cache/bounded-cache'
import {
  formatRangeBody,
  isRangePrefix,
  listedOnly,
  parseRangeBody,
  type BreachRanges,
} from '../../rules/breach-range'

/** The range API asks every client to name itself. */
export const BREACH_USER_AGENT = 'storefront-leaked-password-check/1'

export const REMOTE_RANGE_DEFAULTS = {
  /** How long the API is not asked again after a failure. */
  circuitOpenMs: 30_000,
  /**
   * How long a range is kept: long enough that the register form's check in the browser and the
   * server's check of the same password on submit ask the API once.
   */
  cacheTtlMs: 5 * 60_000,
  /** Ranges kept; an upstream range is 30–80 KB of listed lines, so at most about 10 MB. */
  cachedRanges: 128,
} as const

export class BreachSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'BreachSourceError'
  }
}

export interface RemoteRangesOptions {
  url: string
  timeoutMs: number
  fetch?: typeof globalThis.fetch
  now?: () => number
  circuitOpenMs?: number
  cacheTtlMs?: number
  cachedRanges?: number
}

export function createRemoteRanges({
  url,
  timeoutMs,
  fetch = globalThis.fetch,
  now = Date.now,
  circuitOpenMs = REMOTE_RANGE_DEFAULTS.circuitOpenMs,
  cacheTtlMs = REMOTE_RANGE_DEFAULTS.cacheTtlMs,
  cachedRanges = REMOTE_RANGE_DEFAULTS.cachedRanges,
}: RemoteRangesOptions): BreachRanges {
  // Promises: concurrent checks of one range share one call.
  const cache = new BoundedCache<Promise<string>>({ ttlMs: cacheTtlMs, maxWeight: cachedRanges })
  let closedAt = 0

  async function load(prefix: string): Promise<string> {
    let response: Response
    let text: string
    try {
      // The signal also bounds reading the body: a stalled stream is a timeout too.
      const signal = AbortSignal.timeout(timeoutMs)
      response = await fetch(`${url}${prefix}`, {
        headers: { 'Add-Padding': 'true', 'User-Agent': BREACH_USER_AGENT, Accept: 'text/plain' },
        signal,
      })
      if (!response.ok) {
        // Discarded so the connection is released; not awaited, a stalled stream must not hold the check.
        void response.body?.cancel().catch(() => undefined)
        throw new BreachSourceError(`range API answered ${response.status}`)
      }
      text = await response.text()
    } catch (error) {
      if (error instanceof BreachSourceError) throw error
      throw new BreachSourceError(`range API unreachable or slower than ${timeoutMs} ms`, { cause: error })
    }
    const entries = parseRangeBody(text)
    if (!entries) throw new BreachSourceError('range API answered outside the range format')
    // Padding (count 0) is dropped: it is the API's, and the route pads its own answer.
    return formatRangeBody(listedOnly(entries))
  }

  return {
    range(rawPrefix) {
      const prefix = rawPrefix.toUpperCase()
      if (!isRangePrefix(prefix)) return Promise.reject(new RangeError(`not a range prefix: ${rawPrefix}`))
      const cached = cache.get(prefix, now())
      if (cached) return cached
      if (now() < closedAt) {
        return Promise.reject(new BreachSourceError('range API failed recently; not asked again yet'))
      }
      const loading = load(prefix)
      cache.set(prefix, loading, now())
      loading.catch((error: unknown) => {
        if (cache.get(prefix, now()) === loading) cache.delete(prefix)
        closedAt = now() + circuitOpenMs
        console.warn(
          `[leaked-password] ${error instanceof Error ? error.message : String(error)}; ` +
            `checks fail for ${circuitOpenMs / 1000} s`,
        )
      })
      return loading
    },
  }
}

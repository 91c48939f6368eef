import 'server-only'

/**
 * The breach-range port of the leaked-password check (spec 02 §5, §7, §9): the embedded range index
 * (./breach/local-index.ts) unless PWNED_PASSWORDS_URL names a range API (./breach/remote.ts), chosen
 * once per process. The route and the server-side check (./leak-check.ts) both ask through it.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { processSingleton } from '@/lib/cache/process-singleton'
import {
  padRangeBody,
  parseRangeBody,
  RANGE_PADDING,
  RANGE_SUFFIX_LENGTH,
  type BreachRanges,
  type PaddingRandom,
} from '../rules/breach-range'
import { createLocalRanges } from './breach/local-index'
import { createRemoteRanges } from './breach/remote'
import { breachSourceFromEnv, type BreachSource } from './breach/settings'

export type { BreachRanges } from '../rules/breach-range'
export { BreachSourceError } from './breach/remote'

/** The port a configuration chooses. */
export function rangesFor(source: BreachSource): BreachRanges {
  return source.kind === 'remote'
    ? createRemoteRanges({ url: source.url, timeoutMs: source.timeoutMs })
    : createLocalRanges()
}

interface PortHolder {
  ranges?: BreachRanges
}

const holder = () => processSingleton<PortHolder>('__storefrontBreachRanges', () => ({}))

/** The process's port; read from the environment on first use, a wrong value throws naming the variable. */
export function breachRanges(): BreachRanges {
  const held = holder()
  held.ranges ??= rangesFor(breachSourceFromEnv(process.env))
  return held.ranges
}

/** Puts another port in place (tests and tools, as lib/db's setConnection); null goes back to the configured one. */
export function setBreachRanges(ranges: BreachRanges | null): void {
  holder().ranges = ranges ?? undefined
}

/** Padding from the system's random source: one draw of bytes for the whole answer. */
function cryptoPadding(): PaddingRandom {
  const bytesPerSuffix = Math.ceil(RANGE_SUFFIX_LENGTH / 2)
  const pool = randomBytes(bytesPerSuffix * RANGE_PADDING.maxLines)
  let next = 0
  return {
    randomInt: (bound) => randomInt(bound),
    randomSuffix() {
      // A draw equal to a listed suffix is drawn again, so the pool can run dry: then fresh bytes.
      const bytes =
        next + bytesPerSuffix <= pool.length
          ? pool.subarray(next, (next += bytesPerSuffix))
          : randomBytes(bytesPerSuffix)
      return bytes.toString('hex', 0, bytesPerSuffix).slice(0, RANGE_SUFFIX_LENGTH)
    },
  }
}

/**
 * What GET /api/user/check-password/ answers for a prefix: the listed suffixes padded with count-0
 * lines (800–1,000 lines in all, sorted), upper case. Rejects when the source cannot answer.
 */
export async function paddedRangeBody(
  prefix: string,
  ranges: BreachRanges = breachRanges(),
  random: PaddingRandom = cryptoPadding(),
): Promise<string> {
  const listed = parseRangeBody(await ranges.range(prefix.toUpperCase()))
  if (!listed) throw new Error('breach source answered outside the range format')
  return padRangeBody(listed, random)
}

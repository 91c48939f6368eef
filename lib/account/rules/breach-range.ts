/**
 * The range answer behind GET /api/user/check-password/ (spec 02 §7): the pwned-passwords range format
 * (`SUFFIX:COUNT` lines, CRLF), the port that answers it, and the padding that hides how many suffixes a
 * range really holds. Pure: randomness comes in as a function, I/O stays with the adapters.
 */
import { PASSWORD_LEAK_PREFIX_LENGTH } from '@/lib/config/constants'

/** The hash parameter of spec 02 §7: exactly the first 5 hex digits of a SHA-1, either case. */
export const RANGE_PREFIX_PATTERN = new RegExp(`^[0-9A-Fa-f]{${PASSWORD_LEAK_PREFIX_LENGTH}}$`)
export const isRangePrefix = (value: string) => RANGE_PREFIX_PATTERN.test(value)

/** The rest of the 40-digit SHA-1 after the prefix. */
export const RANGE_SUFFIX_LENGTH = 40 - PASSWORD_LEAK_PREFIX_LENGTH

/**
 * Where range bodies come from (lib/account/server/breach-ranges.ts picks one): `range` answers the
 * listed suffixes of one upper-case prefix, upper-case, count > 0, one `SUFFIX:COUNT\r\n` line each and
 * no padding; it rejects when the source cannot answer (spec 02 §5: the caller counts that as invalid).
 */
export interface BreachRanges {
  range(prefix: string): Promise<string>
}

export interface RangeEntry {
  suffix: string
  count: number
}

const LINE = new RegExp(`^([0-9A-Fa-f]{${RANGE_SUFFIX_LENGTH}}):(\\d{1,12})$`)

/**
 * The entries of a range body, LF or CRLF, blank lines skipped; null when any line is not
 * `SUFFIX:COUNT` (an error page or a proxy's HTML must not read as "nothing listed").
 */
export function parseRangeBody(body: string): RangeEntry[] | null {
  const entries: RangeEntry[] = []
  for (const raw of body.split('\n')) {
    const line = raw.trim()
    if (line === '') continue
    const match = LINE.exec(line)
    if (!match) return null
    entries.push({ suffix: match[1]!.toUpperCase(), count: Number(match[2]) })
  }
  return entries
}

/** Count-0 lines are padding (Add-Padding of the range API): never a listed suffix. */
export const listedOnly = (entries: readonly RangeEntry[]) => entries.filter((entry) => entry.count > 0)

export const formatRangeBody = (entries: readonly RangeEntry[]) =>
  entries.map(({ suffix, count }) => `${suffix}:${count}\r\n`).join('')

/**
 * Every answer carries between 800 and 1,000 lines, as the range API's own padding does: a listed range
 * (at most a few suffixes in the local index, hundreds upstream) and an empty one look alike on the wire.
 */
export const RANGE_PADDING = { minLines: 800, maxLines: 1000 } as const

/** `randomInt(n)`: an integer in [0, n); `randomSuffix()`: 35 fresh hex digits. */
export interface PaddingRandom {
  randomInt(bound: number): number
  randomSuffix(): string
}

/**
 * The body to send: the listed entries plus count-0 lines with random suffixes up to a random total in
 * RANGE_PADDING, sorted by suffix so a listed line's place says nothing. A random suffix that happens
 * to equal a listed one is drawn again.
 */
export function padRangeBody(
  listed: readonly RangeEntry[],
  random: PaddingRandom,
  padding: { minLines: number; maxLines: number } = RANGE_PADDING,
): string {
  const target = padding.minLines + random.randomInt(padding.maxLines - padding.minLines + 1)
  const bySuffix = new Map(listed.map((entry) => [entry.suffix, entry]))
  while (bySuffix.size < target) {
    const suffix = random.randomSuffix().toUpperCase()
    if (!bySuffix.has(suffix)) bySuffix.set(suffix, { suffix, count: 0 })
  }
  return formatRangeBody([...bySuffix.values()].sort((a, b) => (a.suffix < b.suffix ? -1 : 1)))
}

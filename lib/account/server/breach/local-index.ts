import 'server-only'

/**
 * The embedded breach source (spec 02 §5 leaked-password check without any outside service): a range
 * index over the ranked common-password list of @zxcvbn-ts/language-common (the 49,233 passwords found
 * most often in leaked password dumps, most common first), built once per process on first use and
 * answered in the range format. Each listed password counts as breached.
 *
 * The list is all lower case, so on its own it could never stop a password our rule accepts (spec 02
 * §5 wants a lower- and an upper-case letter). So each listed password also stands for the spellings a
 * shopper types to get past that rule, when they pass it (10–30 characters, both cases, no spaces):
 * - the first letter capitalised, "password123" → "Password123" (the usual answer to "needs a capital");
 * - the same typed with caps lock on, "pASSWORD123".
 * Password crackers try exactly these first, so they are as breached as the listed spelling. Other
 * mixes (a capital in the middle) are left out: no more likely than any other password.
 */
import { hash as digest } from 'node:crypto'
import { processSingleton } from '@/lib/cache/process-singleton'
import { PASSWORD_LEAK_PREFIX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/config/constants'
import { isRangePrefix, type BreachRanges } from '../../rules/breach-range'
import { passwordProblems } from '../../rules/password'

const FIRST_LETTER = /\p{L}/u

const swapCase = (text: string) =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')

/** The spellings of a listed password a shopper would type to pass spec 02 §5 (see the module comment). */
export function shopperSpellings(listed: string): string[] {
  // Fewer UTF-16 units than the minimum is fewer characters too: most of the list ends here, cheaply.
  if (listed.length < PASSWORD_MIN_LENGTH) return []
  const at = listed.search(FIRST_LETTER)
  if (at < 0) return []
  const capitalised = listed.slice(0, at) + listed.charAt(at).toUpperCase() + listed.slice(at + 1)
  return [...new Set([capitalised, swapCase(capitalised)])].filter(
    (spelling) => spelling !== listed && passwordProblems(spelling).length === 0,
  )
}

/**
 * The count a listed password gets: the range format wants one, the list only gives a rank. The most
 * common gets the list's length, the last 1, so every listed password counts (> 0) and order survives.
 */
export const countForRank = (rank: number, listLength: number) => listLength - rank

export interface RangeIndex {
  /** The unpadded range body of a prefix (upper case), '' when nothing is listed there. */
  body(prefix: string): string
  readonly hashes: number
  readonly ranges: number
}

const HASH_BYTES = 20

// One-shot hashing: three times faster than createHash over 52,000 short strings. Lower-case hex sorts
// the same as upper-case, so the index keeps it and the body is upper-cased when written.
const sha1 = (text: string) => digest('sha1', text, 'hex')

/** The 20-bit range number of the hash at `at` in a table of 20-byte hashes. */
const rangeAt = (hashes: Buffer, at: number) => {
  const offset = at * HASH_BYTES
  return (hashes[offset]! << 12) | (hashes[offset + 1]! << 4) | (hashes[offset + 2]! >> 4)
}

/** SHA-1 (lower-case hex) of every listed password and its spellings, with its count. */
function hashListed(ranked: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  ranked.forEach((listed, rank) => {
    const count = countForRank(rank, ranked.length)
    for (const password of [listed, ...shopperSpellings(listed)]) {
      const hash = sha1(password)
      // A password listed twice keeps its better rank.
      if (!counts.has(hash)) counts.set(hash, count)
    }
  })
  return counts
}

/**
 * The index over a ranked list: one sorted table of 20-byte hashes with their counts beside it (1.2 MB
 * for the whole list, where a map of range strings took 14 MB); a range is found by binary search and
 * written out when asked for. Built apart from hashListed, so the answering closure cannot keep the
 * map of hex strings alive.
 */
export function buildRangeIndex(ranked: readonly string[]): RangeIndex {
  const counts = hashListed(ranked)
  const sorted = [...counts.keys()].sort()
  const hashes = Buffer.alloc(sorted.length * HASH_BYTES)
  const countOf = new Uint32Array(sorted.length)
  sorted.forEach((hash, at) => {
    hashes.write(hash, at * HASH_BYTES, 'hex')
    countOf[at] = counts.get(hash)!
  })
  return indexOver(hashes, countOf)
}

function indexOver(hashes: Buffer, countOf: Uint32Array): RangeIndex {
  let ranges = 0
  for (let at = 0; at < countOf.length; at++)
    if (at === 0 || rangeAt(hashes, at) !== rangeAt(hashes, at - 1)) ranges++
  return {
    body(prefix) {
      // Checked here too: parseInt would read "5BAA" or "5BAA6X" as some other range.
      if (!isRangePrefix(prefix)) throw new RangeError(`not a range prefix: ${prefix}`)
      const range = Number.parseInt(prefix, 16)
      // The first hash whose range is not below the one asked for.
      let low = 0
      let high = countOf.length
      while (low < high) {
        const middle = (low + high) >>> 1
        if (rangeAt(hashes, middle) < range) low = middle + 1
        else high = middle
      }
      let body = ''
      for (let at = low; at < countOf.length && rangeAt(hashes, at) === range; at++) {
        const hex = hashes.toString('hex', at * HASH_BYTES, (at + 1) * HASH_BYTES).toUpperCase()
        body += `${hex.slice(PASSWORD_LEAK_PREFIX_LENGTH)}:${countOf[at]}\r\n`
      }
      return body
    },
    hashes: countOf.length,
    ranges,
  }
}

/** The ranked list the package ships (loaded on first use: it is 380 KB of compressed words). */
export async function loadCommonPasswords(): Promise<readonly string[]> {
  const { dictionary } = await import('@zxcvbn-ts/language-common')
  return dictionary['passwords-common']
}

interface IndexHolder {
  building?: Promise<RangeIndex>
}

/**
 * The process's index, built on the first check (0.15–0.2 s, 1.2 MB; see the README's cache table) and kept
 * for the life of the process: the list ships with the build, so it never goes stale. A failed build
 * is not kept, so the next check tries again.
 */
export function localRangeIndex(): Promise<RangeIndex> {
  const holder = processSingleton<IndexHolder>('__storefrontBreachRangeIndex', () => ({}))
  if (!holder.building) {
    const building = loadCommonPasswords().then(buildRangeIndex)
    holder.building = building
    building.catch(() => {
      if (holder.building === building) holder.building = undefined
    })
  }
  return holder.building
}

/** The embedded source: the process's index, answered without padding (the route adds it). */
export function createLocalRanges(index: () => Promise<RangeIndex> = localRangeIndex): BreachRanges {
  return { range: async (prefix) => (await index()).body(prefix.toUpperCase()) }
}

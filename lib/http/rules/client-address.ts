/**
 * The client's network address, as a key for the per-address rate limits (lib/http/server/rate-limits.ts).
 *
 * A Next route handler sees no socket. Next's own server (`next start`) writes the socket address into
 * X-Forwarded-For only when the request carries none (`x-forwarded-for ??= socket.remoteAddress`), and a
 * reverse proxy appends the address it saw to whatever the client sent. So only entries counted from the
 * right can be trusted, one per trusted proxy:
 * - `trustedProxies` N ≥ 1 (TRUST_PROXY=N): the N-th entry from the right is the client as the outermost
 *   of our proxies saw it; everything left of it is the client's own claim and ignored. A proxy that
 *   replaces the header instead of appending (nginx `$remote_addr`) leaves one entry: N = 1 reads it.
 * - N = 0 (default, the shop reached directly): the last entry, which is the socket address Next wrote,
 *   unless the client sent the header itself and so picked its own key. Per-address limits are then a
 *   brake on honest and naive clients only; the per-account limits do not depend on it.
 * Taking the first (leftmost) entry, as often suggested, would let every client choose its key.
 */

/** A normalised address: IPv4 dotted, IPv6 cut to its /64 network (see normaliseAddress). */
export type ClientAddress = string

/** The client address of a request's X-Forwarded-For under `trustedProxies`; null when there is none. */
export function clientAddress(forwardedFor: string | null, trustedProxies: number): ClientAddress | null {
  if (!forwardedFor) return null
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  // Fewer entries than proxies: a proxy is missing from the path; the leftmost is still the best known.
  const index = Math.max(entries.length - Math.max(trustedProxies, 1), 0)
  return normaliseAddress(entries[index]!)
}

/**
 * Validates and normalises one address: ports, brackets, quotes and IPv6 zones go; an IPv4-mapped IPv6
 * address becomes IPv4; an IPv6 address becomes its /64 network (`2001:db8:0:1::/64`), because one
 * subscriber usually holds a whole /64 and would otherwise get 2^64 keys. Anything else is null.
 */
export function normaliseAddress(raw: string): ClientAddress | null {
  let value = raw.trim().replace(/^"|"$/g, '')
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  value = value.replace(/%.*$/, '').toLowerCase()
  const v4 = ipv4(value)
  if (v4) return v4
  const groups = ipv6Groups(value)
  if (!groups) return null
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

function ipv4(value: string): string | null {
  const parts = value.split('.')
  if (parts.length !== 4) return null
  if (!parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null
  return parts.map(Number).join('.')
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null. */
function ipv6Groups(value: string): number[] | null {
  if (!value.includes(':') || !/^[\da-f:.]+$/.test(value)) return null
  const halves = value.split('::')
  if (halves.length > 2) return null
  // A dotted IPv4 tail may end the address only.
  const parse = (part: string, last: boolean): number[] | null => {
    if (part === '') return []
    const out: number[] = []
    const pieces = part.split(':')
    for (const [i, piece] of pieces.entries()) {
      if (last && i === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4(piece)
        if (!v4) return null
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number]
        out.push((a << 8) | b, (c << 8) | d)
      } else if (/^[\da-f]{1,4}$/.test(piece)) out.push(parseInt(piece, 16))
      else return null
    }
    return out
  }
  const head = parse(halves[0]!, halves.length === 1)
  const tail = halves.length === 2 ? parse(halves[1]!, true) : []
  if (!head || !tail) return null
  if (halves.length === 1) return head.length === 8 ? head : null
  const missing = 8 - head.length - tail.length
  if (missing < 1) return null
  return [...head, ...Array<number>(missing).fill(0), ...tail]
}

/**
 * URL safety for addresses that come from content (rich-text links, image sources). Only http(s),
 * mailto and tel schemes and scheme-less (relative) addresses pass; everything else, javascript:,
 * data: and vbscript: above all, is refused however it is disguised: letter case, whitespace or
 * control characters inside the scheme, HTML character references or percent-escapes.
 */

export const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const
export type SafeScheme = (typeof SAFE_SCHEMES)[number]

// What browsers skip inside or around a URL scheme, plus the invisible characters that make a
// scheme look different to a person than to the parser.
const IGNORED_IN_SCHEME =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/g
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/g
const LEADING_OR_TRAILING_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const SCHEME = /^([a-z][a-z0-9+.-]*):/

const NAMED_REFERENCES: Record<string, string> = {
  tab: '\t',
  newline: '\n',
  colon: ':',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  num: '#',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
}

function decodeReference(match: string, body: string): string {
  const numeric = /^#(x[0-9a-f]+|\d+)$/i.exec(body)
  if (numeric) {
    const text = numeric[1] as string
    const code = text[0] === 'x' || text[0] === 'X' ? parseInt(text.slice(1), 16) : parseInt(text, 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  }
  return NAMED_REFERENCES[body.toLowerCase()] ?? match
}

/** Decodes character references until nothing changes, so `&amp;#x09;` unfolds like `&#x09;`. */
function decodeReferences(value: string): string {
  let current = value
  for (let round = 0; round < 5; round++) {
    const next = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, decodeReference)
    if (next === current) break
    current = next
  }
  return current
}

function decodePercent(value: string): string {
  let current = value
  for (let round = 0; round < 5; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    }
    if (next === current) break
    current = next
  }
  return current
}

/** The scheme a browser would see, lowercased, or null for a relative address. */
function schemeOf(value: string): string | null {
  return SCHEME.exec(value.replace(IGNORED_IN_SCHEME, '').toLowerCase())?.[1] ?? null
}

/**
 * The address cleaned as a browser would read it (tabs and line breaks removed, surrounding spaces
 * trimmed), or null when any reading of it has a scheme other than the safe ones.
 */
export function safeHref(raw: string, allowed: readonly SafeScheme[] = SAFE_SCHEMES): string | null {
  const readings = [raw, decodeReferences(raw), decodePercent(raw), decodePercent(decodeReferences(raw))]
  for (const reading of readings) {
    const scheme = schemeOf(reading)
    if (scheme !== null && !(allowed as readonly string[]).includes(scheme)) return null
  }
  const cleaned = raw.replace(LEADING_OR_TRAILING_SPACE, '').replace(CONTROL_OR_BREAK, '')
  return cleaned === '' ? null : cleaned
}

/** Whether a (safe) address leaves the shop: it has a scheme or starts with `//`. */
export function isExternalHref(href: string): boolean {
  return schemeOf(href) !== null || href.startsWith('//')
}

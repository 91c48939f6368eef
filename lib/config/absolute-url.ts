/**
 * Absolute addresses for structured data, Open Graph and feeds: search engines read `item`, `url` and
 * `image` only as full URLs, so a shop path or an asset path gets the market's public origin
 * (lib/config/origin.ts) in front. Shared by every JSON-LD builder.
 */

/**
 * `href` as an absolute http(s) URL on `origin`: a root-relative path gets the origin, a protocol-relative
 * one https, an http(s) URL stays as it is. Anything else (mailto:, tel:, a bare word, javascript:) is
 * no page address: null.
 */
export function absoluteUrl(origin: string, href: string | null | undefined): string | null {
  const value = href?.trim()
  if (!value) return null
  if (value.startsWith('//')) return `https:${value}`
  if (value.startsWith('/')) return origin.replace(/\/+$/, '') + value
  if (/^https?:\/\//i.test(value)) return value
  return null
}

/** The root-level files the shop serves itself (robots.txt, sitemap.xml, favicons); any other is a 404. */
import type { ShopConfig } from '@/lib/config'

/** Sizes of the per-locale favicons in public/ (spec 01 §2 "Favicons are per locale"; scripts/generate-icons.mjs). */
export const FAVICON_SIZES = [16, 32, 48, 180, 192, 512] as const

/** Root-level files answered by route handlers of their own (app/robots.txt, app/sitemap.xml). */
export const ROOT_ROUTE_FILES = ['robots.txt', 'sitemap.xml'] as const

const cache = new WeakMap<ShopConfig, ReadonlySet<string>>()

/**
 * Every root-level file the shop serves: its route handlers and a favicon per locale and size. Any
 * other root-level name is the shop's 404 page (spec 01 §8), not the framework's bare one.
 */
export function servedRootFiles(config: ShopConfig): ReadonlySet<string> {
  const known = cache.get(config)
  if (known) return known
  const isos = new Set(
    config.markets.flatMap((m) => m.languages.map((language) => `${language}-${m.country.toUpperCase()}`)),
  )
  const icons = [...isos].flatMap((iso) => FAVICON_SIZES.map((size) => `icon-${iso}-${size}x${size}.png`))
  const files = new Set<string>([...ROOT_ROUTE_FILES, ...icons])
  cache.set(config, files)
  return files
}

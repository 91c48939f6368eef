import { asc, eq } from 'drizzle-orm'
import { attributeIs, firstAttribute } from '@/lib/catalog/rules/attributes'
import { invalidateCachedProducts } from '@/lib/catalog/server/store'
import type { Db } from '@/lib/db'
import { basketItems, baskets, products, variants, wishlistItems, wishlists } from '@/lib/db/schema'

/**
 * Helpers for the basket and wishlist route tests: browser-like requests to the handlers, variants of
 * the seeded catalog picked by their properties (the seed differs per flavour, so no fixed ids), and
 * snapshots of what is stored, to prove that a refused request changed nothing.
 */
export const ORIGIN = 'http://localhost:3000'

export interface ApiRequestOptions {
  body?: unknown
  /** A raw body (invalid JSON…); wins over body. */
  rawBody?: string
  /** Headers to add or, given as null, to leave out (the defaults make a same-origin browser request). */
  headers?: Record<string, string | null>
}

export function apiRequest(method: string, path: string, options: ApiRequestOptions = {}): Request {
  const all: Record<string, string | null> = {
    host: 'localhost:3000',
    ...(method === 'GET' ? {} : { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }),
    ...options.headers,
  }
  const headers = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  return new Request(ORIGIN + path, { method, headers, body })
}

/** A JSON answer, untyped as Response.json() gives it: the tests check its shape field by field. */
export const json = (response: Response) => response.json()

/** The second argument Next passes to a dynamic route's handler. */
export const routeParams = <P extends Record<string, string>>(params: P) => ({
  params: Promise.resolve(params),
})

export interface PickedVariant {
  id: number
  productId: number
  stock: number
}

export interface SeedPicks {
  /** Buyable from stock (BVC 1, stock ≥ 30), no scale prices, not personalised, bulky or free-shipping. */
  plain: PickedVariant[]
  /** The distinct products of `plain`, in the same order. */
  plainProductIds: number[]
  /** BVC 1 with a stock of at most 5. */
  lowStock: PickedVariant
  soldOut: PickedVariant
  noDeliveryTime: PickedVariant
  /** Plain, with a scale price from `threshold` pieces on. */
  scaled: PickedVariant & { threshold: number }
  /** A personalised product whose gravureLength is a number. */
  personalised: PickedVariant & { maxLength: number }
  bulky: PickedVariant
  freeShipping: PickedVariant
  /** A product with several variants, for the wishlist. */
  multiVariant: { productId: number; variantIds: number[] }
}

export async function pickSeedVariants(db: Db): Promise<SeedPicks> {
  const rows = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      bvc: variants.bvc,
      stock: variants.stockQuantity,
      scale1: variants.scaleAmount1,
      attributes: products.attributes,
      advanced: products.advancedAttributes,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.isActive, true))
    .orderBy(asc(variants.id))
  const view = rows.map((r) => ({
    ...r,
    personalised: attributeIs(r.attributes, 'personalisierterArtikel', '1'),
    bulky: attributeIs(r.attributes, 'bulkyOrLoad', 'j'),
    free: attributeIs(r.attributes, 'freeShipping', 'j'),
    gravureLength: Number(firstAttribute(r.advanced, 'gravureLength')?.value),
  }))
  const pick = (r: (typeof view)[number]): PickedVariant => ({
    id: r.id,
    productId: r.productId,
    stock: r.stock,
  })
  const first = <T>(list: T[], what: string): T => {
    const found = list[0]
    if (found === undefined) throw new Error(`the seeded catalog has no ${what}`)
    return found
  }
  const ordinary = view.filter((r) => !r.personalised && !r.bulky && !r.free)
  const plain = ordinary.filter((r) => r.bvc === 1 && r.stock >= 30 && r.scale1 === null)
  const scaled = first(
    ordinary.filter((r) => r.bvc === 1 && r.scale1 !== null && r.stock >= r.scale1 + 5),
    'scale-priced variant',
  )
  const personalised = first(
    view.filter((r) => r.personalised && r.bvc === 1 && r.stock >= 10 && r.gravureLength > 0),
    'personalised variant',
  )
  const byProduct = new Map<number, number[]>()
  for (const r of view) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.id])
  const [multiId, multiVariants] = first(
    [...byProduct].filter(([, ids]) => ids.length > 1),
    'product with several variants',
  )
  return {
    plain: plain.map(pick),
    plainProductIds: [...new Set(plain.map((r) => r.productId))],
    lowStock: pick(
      first(
        ordinary.filter((r) => r.bvc === 1 && r.stock >= 1 && r.stock <= 5),
        'low stock',
      ),
    ),
    soldOut: pick(
      first(
        view.filter((r) => r.bvc === 4),
        'BVC 4 variant',
      ),
    ),
    noDeliveryTime: pick(
      first(
        view.filter((r) => r.bvc === 3),
        'BVC 3 variant',
      ),
    ),
    scaled: { ...pick(scaled), threshold: scaled.scale1 as number },
    personalised: { ...pick(personalised), maxLength: personalised.gravureLength },
    bulky: pick(
      first(
        view.filter((r) => r.bulky && !r.free && r.bvc === 1 && r.stock >= 5),
        'bulky variant',
      ),
    ),
    freeShipping: pick(
      first(
        view.filter((r) => r.free && !r.bulky && r.bvc === 1 && r.stock >= 5),
        'free-shipping variant',
      ),
    ),
    multiVariant: { productId: multiId, variantIds: multiVariants },
  }
}

/** Everything stored for a basket (its row with the version every write bumps, and its lines). */
export async function basketSnapshot(db: Db, key: string) {
  const [row] = await db.select({ version: baskets.version }).from(baskets).where(eq(baskets.key, key))
  const lines = await db
    .select()
    .from(basketItems)
    .where(eq(basketItems.basketKey, key))
    .orderBy(asc(basketItems.key))
  return { version: row?.version ?? null, lines }
}

export async function wishlistSnapshot(db: Db, key: string) {
  const [row] = await db.select({ version: wishlists.version }).from(wishlists).where(eq(wishlists.key, key))
  const entries = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistKey, key))
    .orderBy(asc(wishlistItems.key))
  return { version: row?.version ?? null, entries }
}

/** Makes a variant unbuyable (or buyable again) in the catalog, as a stock import would. */
export async function setVariantBvc(db: Db, variantId: number, bvc: 1 | 2 | 3 | 4): Promise<void> {
  await db.update(variants).set({ bvc }).where(eq(variants.id, variantId))
  // A catalog writer tells the process's catalog reads (lib/catalog/server/store/cached.ts).
  invalidateCachedProducts(db)
}

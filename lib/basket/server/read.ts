import 'server-only'

/**
 * Reads a basket and prices it from the catalog in the request's language and currency. Lines that
 * can no longer be bought are removed on the way (spec 02 §4, up to 3 tries each) and reported in
 * removedItems, so the shopper is told once; a line whose removal failed is hidden and tried again.
 */
import { describeError } from '@/lib/http/rules/failure'
import { getCachedProductsByIds } from '@/lib/catalog/server/store'
import type { Product, Variant } from '@/lib/catalog/rules/types'
import type { Db } from '@/lib/db'
import type { BasketItemRow } from '@/lib/db/schema'
import { cleanItems } from '../rules/cleaning'
import type { ListShop } from '@/lib/lists/rules/ownership'
import { isLineBuyable } from '../rules/lines'
import { deleteLine, readBasketLines, type WriteResult } from './repository'
import { loadShippingConfig } from './shipping-config'
import type { Basket, BasketOwner } from '../rules/types'
import { findVariant } from '@/lib/catalog/rules/find-variant'
import { basketItemView, toBasket, toRemovedItem } from '../rules/view'

interface ResolvedLine {
  row: BasketItemRow
  product: Product | undefined
  variant: Variant | undefined
}

/** `written`: the lines a write in this request just left (./add-line, ./repository), else they are read. */
export async function loadBasket(
  db: Db,
  ctx: ListShop,
  owner: BasketOwner,
  written?: WriteResult,
): Promise<Basket> {
  const rows = written?.lines ?? (await readBasketLines(db, owner.key))
  const productIds = [...new Set(rows.map((r) => r.productId))]
  const [products, shipping] = await Promise.all([
    getCachedProductsByIds(db, productIds, { language: ctx.language, currency: ctx.market.currency }),
    loadShippingConfig(ctx.market.code, ctx.language),
  ])
  const byId = new Map(products.map((p) => [p.id, p]))
  const lines: ResolvedLine[] = rows.map((row) => {
    const product = byId.get(row.productId)
    return { row, product, variant: findVariant(product, row.variantId) }
  })
  const cleaned = await cleanItems(
    lines,
    (line) => isLineBuyable(line.product, line.variant),
    async (line) => {
      // false means another tab removed it already: gone either way.
      await deleteLine(db, owner, line.row.key)
    },
    undefined,
    (line, error) =>
      console.warn(`[basket] could not remove unbuyable item ${line.row.key}: ${describeError(error)}`),
  )
  return toBasket({
    key: owner.key,
    items: cleaned.kept.flatMap((l) =>
      l.product && l.variant ? [basketItemView(l.row, l.product, l.variant)] : [],
    ),
    removedItems: cleaned.removed.map((l) => toRemovedItem(l.row, l.product)),
    currency: ctx.market.currency,
    paybackEnabled: ctx.market.options.payback,
    shipping,
  })
}

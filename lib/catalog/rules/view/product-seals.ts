/**
 * The product seals dialog of spec 02 §2: it lists the product's themes (spec 02 §3 product-theme
 * badges), with an explanation for the seals the shop has a text for.
 */
import type { Product } from '@/lib/catalog/rules/types'

/** Seals whose meaning the product page explains (messages/{lang}/product.json, seals.about.{id}). */
export const EXPLAINED_SEALS = ['nachhaltig', 'made-in-germany', 'bio'] as const
export type ExplainedSeal = (typeof EXPLAINED_SEALS)[number]

export interface ProductSeal {
  id: string
  label: string
  /** The seal's explanation key, or null for a theme the shop has no text for (label only). */
  explained: ExplainedSeal | null
}

const isExplained = (id: string): id is ExplainedSeal => (EXPLAINED_SEALS as readonly string[]).includes(id)

/** The seals to list: the product's themes that have a label, in catalog order. */
export function productSeals(product: Pick<Product, 'themes'>): ProductSeal[] {
  return (product.themes ?? [])
    .filter((theme) => theme.label.trim() !== '')
    .map((theme) => ({
      id: theme.id,
      label: theme.label,
      explained: isExplained(theme.id) ? theme.id : null,
    }))
}

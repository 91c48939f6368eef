/**
 * What the product page panels of spec 01 §4 (reviews, warnings, downloads, remind-when-available)
 * hold for one product. A panel with nothing to say is not shown at all, except reviews, which then
 * says there are none yet.
 */
import { z } from 'zod'
import type { Product } from '@/lib/catalog/rules/types'
import { attributeValues } from '@/lib/catalog/rules/attributes'
import { DOWNLOADS_ATTRIBUTE, WARNINGS_ATTRIBUTE } from '@/lib/catalog/rules/attribute-keys'

/** The product's warning notes in the page's language, in catalog order. */
export function productWarnings(product: Pick<Product, 'attributes'>): string[] {
  return attributeValues(product.attributes, WARNINGS_ATTRIBUTE)
    .map((v) => v.label.trim())
    .filter((label) => label !== '')
}

/** A document for the downloads panel: a data sheet or manual served by the shop itself. */
export interface ProductDownload {
  /** Site path of the file, e.g. '/downloads/catalog/0100001-datenblatt.pdf'. */
  href: string
  label: string
  kind: 'datasheet' | 'manual' | 'other'
}

// Only the shop's own PDF files: a catalog entry can never send the shopper to another host.
const localPdf = z
  .string()
  .trim()
  .regex(/^\/(?!\/)[\w\-./]+\.pdf$/i)
  .refine((path) => !path.split('/').includes('..'))

const downloadEntry = z.object({
  href: localPdf,
  label: z.string().trim().min(1).max(200),
  kind: z.enum(['datasheet', 'manual', 'other']).catch('other'),
})

/** The product's downloads; entries that are not a local PDF with a label are left out. */
export function productDownloads(product: Pick<Product, 'advancedAttributes'>): ProductDownload[] {
  const raw = product.advancedAttributes[DOWNLOADS_ATTRIBUTE]
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry) => {
    const parsed = downloadEntry.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

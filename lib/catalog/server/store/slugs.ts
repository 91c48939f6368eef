import 'server-only'

/** Every product's address part per language (its seoUrl), for the proxy's slug index and sitemaps. */
import type { Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import { productTexts } from '@/lib/db/schema'

export interface ProductSlugRow {
  id: number
  language: Language
  slug: string
}

export async function loadProductSlugs(db: Db): Promise<ProductSlugRow[]> {
  const rows = await db
    .select({ id: productTexts.productId, language: productTexts.language, slug: productTexts.slug })
    .from(productTexts)
  return rows as ProductSlugRow[]
}

import 'server-only'

/** Every variant's id and reference key with its product, for the proxy's variant index. */
import type { Db } from '@/lib/db/client'
import { variants } from '@/lib/db/schema'

export interface VariantKeyRow {
  id: number
  productId: number
  referenceKey: string
}

export async function loadVariantKeys(db: Db): Promise<VariantKeyRow[]> {
  return db
    .select({ id: variants.id, productId: variants.productId, referenceKey: variants.referenceKey })
    .from(variants)
}

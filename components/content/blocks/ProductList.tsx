/** The `product_list` block and the product selection it shares with `product_slider` (spec 01 §2). */
import { z } from 'zod'
import {
  PRODUCT_SELECTION,
  parseProductIds,
  productsForSelection,
} from '@/lib/catalog/server/listing/product-selection'
import { SORT_OPTIONS } from '@/lib/catalog/rules/listing/sort'
import { ProductGrid } from '@/components/listing/ProductGrid'
import { ProductSliderView } from '@/components/listing/ProductSliderView'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ProductBlockMessages } from './ProductBlockMessages'
import { field, integer, readFields, text } from './kit/fields'
import styles from './ProductList.module.css'

const fields = z.looseObject({
  headline: text,
  /** Product ids, as a list or comma-separated text; they win over the category. */
  product_ids: field,
  category_key: text,
  sort: z.enum(SORT_OPTIONS).optional().catch(undefined),
  /** `sale` or `new`: only such products of the category (offers, new items sliders). */
  only: z.enum(['sale', 'new']).optional().catch(undefined),
  limit: integer(1, PRODUCT_SELECTION.max),
})

/**
 * Named products or a category's first products as cards (spec 02 §2), in the listing grid or in the
 * shop's slider. Renders nothing when none of them can be offered in the market.
 */
export async function ProductSelectionBlock({
  blok,
  context,
  layout,
}: BlockProps & { layout: 'grid' | 'slider' }) {
  const data = readFields(fields, blok)
  if (!data) return null
  const products = await productsForSelection({
    ids: parseProductIds(data.product_ids),
    category: data.category_key,
    sort: data.sort,
    only: data.only,
    limit: data.limit ?? PRODUCT_SELECTION.default,
    language: context.language,
    currency: context.market.currency,
  })
  if (products.length === 0) return null
  const locale = context.market.formattingLocale
  return (
    <section
      className={styles.section}
      {...editableAttributes(blok, context.preview)}
      data-block={blok.component}
    >
      {data.headline && <h2 className={styles.headline}>{data.headline}</h2>}
      <ProductBlockMessages>
        {layout === 'grid' ? (
          <ProductGrid products={products} locale={locale} label={data.headline} />
        ) : (
          <ProductSliderView products={products} locale={locale} label={data.headline} />
        )}
      </ProductBlockMessages>
    </section>
  )
}

/** `product_list`: the selection as a grid of cards. */
export function ProductList(props: BlockProps) {
  return <ProductSelectionBlock {...props} layout="grid" />
}

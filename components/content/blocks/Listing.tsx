/**
 * `listing`: the category listing of a category page (spec 01 §2; filters and sort of §9). On the
 * shared page it shows page 1 in the block's sort; with listing parameters in the address the page is
 * rendered per request (app/[market]/[lang]/(default)/listing) and hands the query in through the
 * context.
 */
import { z } from 'zod'
import { listingForBlock } from '@/lib/catalog/server/listing/for-block'
import { SORT_OPTIONS } from '@/lib/catalog/rules/listing/sort'
import { ListingView } from '@/components/listing/ListingView'
import { RecommendationSlots } from '@/components/recommendations/RecommendationSlots'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ProductBlockMessages } from './ProductBlockMessages'
import { readFields, text } from './kit/fields'

const fields = z.looseObject({
  category_key: text,
  sort: z.enum(SORT_OPTIONS).optional().catch(undefined),
})

export async function Listing({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data?.category_key) return null
  const searchParams = context.listingQuery ?? new URLSearchParams()
  const result = await listingForBlock({
    category: data.category_key,
    language: context.language,
    currency: context.market.currency,
    searchParams,
    defaultSort: data.sort,
  })
  if (!result) {
    console.warn(`[content] listing block names unknown category ${JSON.stringify(data.category_key)}`)
    return null
  }
  return (
    <div {...editableAttributes(blok, context.preview)} data-category={result.category?.key}>
      <ProductBlockMessages>
        <ListingView
          result={result}
          searchParams={searchParams}
          basePath={context.path}
          locale={context.market.formattingLocale}
          currency={context.market.currency}
          defaultSort={data.sort}
          tracking={
            result.category
              ? {
                  listId: `category-${result.category.id}`,
                  listName: result.category.name,
                  category: { id: result.category.id, name: result.category.name },
                }
              : undefined
          }
        />
      </ProductBlockMessages>
      {/* Below the grid (spec 01 §3 slots); asked for in the browser, so the category page stays static. */}
      <RecommendationSlots slots={['listing_last_seen', 'listing_bestseller']} />
    </div>
  )
}

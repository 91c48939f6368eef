import { sql, type SQL } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { z } from 'zod'
import { basketItems, baskets } from '@/lib/db/schema'
import {
  recommendationRequestSchema,
  type RecommendationEngine,
  type RecommendationRequest,
  type RecommendationResponse,
} from '@/lib/recommendations/rules/contract'
import { createEmbeddedEngine } from '@/lib/recommendations/server/embedded/engine'
import { createTestDb, type TestDb, type TestDriver } from '@/tests/helpers/db'

/** A full contract body (spec 02 §7) with the given fields changed. */
export function contractRequest(
  fields: Partial<z.input<typeof recommendationRequestSchema>> = {},
): RecommendationRequest {
  return recommendationRequestSchema.parse({
    project_id: 'storefront',
    customer_ids: [],
    engine_id: 'bestsellers',
    anti: [],
    similarity: 0,
    anonymous: true,
    consider_known_items: true,
    fill_with_random: false,
    size: 12,
    item_id: null,
    catalogAttributesWhitelist: 'product_id',
    catalog_filter: [],
    ...fields,
  })
}

export const answerIds = (answer: RecommendationResponse) => answer.data.map((e) => Number(e.product_id))

export interface EngineFixture {
  engine: RecommendationEngine
  rows<T>(query: SQL): Promise<T[]>
  /** Products without a buyable variant in the seed: no strategy may name them. */
  unbuyable(): number[]
  /** The seed's most popular product, switched off: no strategy may name it. */
  inactive(): number
  /** A basket of these product numbers and quantities (demand is read from basket_items). */
  addBasket(lines: Array<[productId: number, quantity: number]>): Promise<void>
  facts(id: number): Promise<{ master_key: string; brand: string; leaves: number[]; tops: number[] }>
  /** A buyable product of the fullest leaf category: it has alternatives and suggestions. */
  wellFiledItem(): Promise<number>
}

/** A seeded database of its own for one describe block, and the embedded engine over it. */
export function useEngineFixture(driver: TestDriver): EngineFixture {
  let t: TestDb
  let unbuyable: number[] = []
  let inactive = 0
  let basketCount = 0
  const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows

  beforeAll(async () => {
    t = await createTestDb(driver)
    unbuyable = (
      await rows<{ id: number }>(
        sql`select p.id from products p where not exists
          (select 1 from variants v where v.product_id = p.id and v.bvc in (1, 2))`,
      )
    ).map((r) => Number(r.id))
    const [top] = await rows<{ id: number }>(
      sql`select id from products order by popularity desc, id limit 1`,
    )
    inactive = Number(top?.id)
    await t.db.execute(sql`update products set is_active = false where id = ${inactive}`)
  })
  afterAll(async () => {
    await t?.close()
  })
  afterEach(async () => {
    await t.db.delete(baskets)
  })

  return {
    engine: createEmbeddedEngine(async () => t.db),
    rows,
    unbuyable: () => unbuyable,
    inactive: () => inactive,
    async addBasket(lines) {
      const key = `basket_1_test${++basketCount}`
      await t.db.insert(baskets).values({ key, shopId: 1, ownerId: `test${basketCount}` })
      for (const [productId, quantity] of lines) {
        const [variant] = await rows<{ id: number }>(
          sql`select id from variants where product_id = ${productId} order by position limit 1`,
        )
        await t.db.insert(basketItems).values({
          key: `${key}_${productId}`,
          basketKey: key,
          productId,
          variantId: Number(variant?.id),
          quantity,
        })
      }
    },
    async facts(id) {
      const [row] = await rows<{ master_key: string; brand: string; leaves: number[]; tops: number[] }>(
        sql`select p.master_key, b.name as brand,
            array(select pc.category_id from product_categories pc where pc.product_id = p.id and pc.direct) as leaves,
            array(select c.path_ids[1] from product_categories pc join categories c on c.id = pc.category_id
              where pc.product_id = p.id and pc.direct) as tops
          from products p join brands b on b.id = p.brand_id where p.id = ${id}`,
      )
      if (!row) throw new Error(`no product ${id}`)
      return { ...row, leaves: row.leaves.map(Number), tops: row.tops.map(Number) }
    },
    async wellFiledItem() {
      const [row] = await rows<{ id: number }>(
        sql`select pc.product_id as id from product_categories pc
          where pc.direct and pc.category_id = (select category_id from product_categories where direct
            group by category_id order by count(*) desc, category_id limit 1)
            and exists (select 1 from variants v where v.product_id = pc.product_id and v.bvc in (1, 2))
          order by pc.product_id limit 1`,
      )
      return Number(row?.id)
    },
  }
}

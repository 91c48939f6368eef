// The demo story's promotion blocks against the seeded catalog: the ids the editor copy names exist,
// are active, and show the cases the blocks tell apart (spec 02 §4), in every currency of the flavour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import story from '@/content/stories/ratgeber/gemuetliches-wohnzimmer.json'
import { parseProductIds } from '@/lib/catalog/server/listing/product-selection'
import { promoProductView } from '@/lib/catalog/rules/view/promo-product'
import { promoProducts } from '@/lib/content/server/promo-products'
import { setConnection } from '@/lib/db'
import { createTestDb, type TestDb } from '../../helpers/db'

let testDb: TestDb
beforeAll(async () => {
  testDb = await createTestDb()
  setConnection(testDb.connection)
}, 60_000)
afterAll(async () => {
  setConnection(null)
  await testDb.close()
})

const blocks = story.content.body as Array<{ component: string; product_ids?: string; product_id?: string }>
const idsOf = (component: string) => {
  const block = blocks.find((b) => b.component === component)
  return parseProductIds(block?.product_ids ?? block?.product_id)
}

async function views(component: string, currency: 'EUR' | 'CHF') {
  const ids = idsOf(component)
  const products = await promoProducts({ ids, language: 'de', currency, block: component })
  expect(products.map((p) => p.id)).toEqual(ids)
  return products.map((p) => promoProductView(p, 'de-DE'))
}

describe.each(['EUR', 'CHF'] as const)('demo promotion blocks in %s', (currency) => {
  it('basket_direct_add names a direct add, a variant choice and a personalised product', async () => {
    const modes = (await views('basket_direct_add', currency)).map((v) => v.addMode)
    expect(modes).toEqual(['add', 'choose', 'page'])
  })

  it('bundle_promotion names 2–4 products that can all be added, one with several variants', async () => {
    const list = await views('bundle_promotion', currency)
    expect(list.length).toBeGreaterThanOrEqual(2)
    expect(list.length).toBeLessThanOrEqual(4)
    expect(list.every((v) => v.addMode === 'add' || v.addMode === 'choose')).toBe(true)
    expect(list.some((v) => v.variants.length > 1)).toBe(true)
  })

  it('promotion_product names one buyable product', async () => {
    const [view] = await views('promotion_product', currency)
    expect(view?.addMode).toBe('add')
    expect(view?.price?.cents).toBeGreaterThan(0)
  })
})

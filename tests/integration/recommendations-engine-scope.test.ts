import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RecommendationRequestError } from '@/lib/recommendations/rules/contract'
import { testDrivers } from '@/tests/helpers/db'
import { answerIds, contractRequest as request, useEngineFixture } from './recommendations-fixtures'

/** What every strategy of the embedded engine respects: anti, catalog_filter, fill and known items. */
describe.each(testDrivers)('embedded engine scope on %s (spec 02 §7)', (driver) => {
  const f = useEngineFixture(driver)

  it('anti excludes products; size bounds the answer; the answer is product_id text', async () => {
    const first = answerIds(await f.engine.recommend(request({ size: 5 })))
    const answer = await f.engine.recommend(request({ size: 5, anti: first.slice(0, 2).map(String) }))
    expect(answer.data.every((e) => typeof e.product_id === 'string')).toBe(true)
    expect(answerIds(answer)).toHaveLength(5)
    expect(answerIds(answer)).not.toContain(first[0])
    expect(answerIds(answer)).not.toContain(first[1])
  })

  it('catalog_filter: brand and category equality, negation and attributes', async () => {
    const [{ name: brand } = { name: '' }] = await f.rows<{ name: string }>(
      sql`select b.name from brands b join products p on p.brand_id = b.id group by b.name order by count(*) desc limit 1`,
    )
    const byBrand = answerIds(
      await f.engine.recommend(
        request({
          size: 50,
          catalog_filter: [
            {
              property: 'brand',
              constraint: { type: 'string', operator: 'eq', operands: [brand.toUpperCase()] },
            },
          ],
        }),
      ),
    )
    expect(byBrand.length).toBeGreaterThan(0)
    for (const id of byBrand) expect((await f.facts(id)).brand).toBe(brand)

    const notBrand = answerIds(
      await f.engine.recommend(
        request({
          size: 50,
          catalog_filter: [
            { property: 'brand', constraint: { type: 'string', operator: 'neq', operands: [brand] } },
          ],
        }),
      ),
    )
    for (const id of notBrand) expect((await f.facts(id)).brand).not.toBe(brand)

    const item = await f.wellFiledItem()
    const { tops } = await f.facts(item)
    const [top] = await f.rows<{ key: string }>(sql`select key from categories where id = ${tops[0] ?? 0}`)
    const inTop = answerIds(
      await f.engine.recommend(
        request({
          size: 50,
          catalog_filter: [
            {
              property: 'category',
              constraint: { type: 'string', operator: 'in', operands: [top?.key ?? ''] },
            },
          ],
        }),
      ),
    )
    expect(inTop.length).toBeGreaterThan(0)
    for (const id of inTop) expect((await f.facts(id)).tops).toContain(tops[0])

    const grey = await f.rows<{ id: number }>(
      sql`select id from products where attributes -> 'farbe' @> '[{"value":"grau"}]'`,
    )
    const byColour = answerIds(
      await f.engine.recommend(
        request({
          size: 100,
          catalog_filter: [
            { property: 'farbe', constraint: { type: 'string', operator: 'eq', operands: ['grau'] } },
          ],
        }),
      ),
    )
    expect(byColour.length).toBeGreaterThan(0)
    for (const id of byColour) expect(grey.map((r) => Number(r.id))).toContain(id)
  })

  it('catalog_filter: hostile operands are data, and unsupported operators or properties are refused', async () => {
    const hostile = await f.engine.recommend(
      request({
        catalog_filter: [
          {
            property: 'brand',
            constraint: {
              type: 'string',
              operator: 'eq',
              operands: [`x'); drop table products; --`, '{"a",b}'],
            },
          },
        ],
      }),
    )
    expect(hostile.data).toEqual([])
    await expect(
      f.engine.recommend(
        request({
          catalog_filter: [
            { property: 'brand', constraint: { type: 'string', operator: 'like', operands: [] } },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(RecommendationRequestError)
    await expect(
      f.engine.recommend(
        request({
          catalog_filter: [{ property: 'a-b', constraint: { type: 'string', operator: 'eq', operands: [] } }],
        }),
      ),
    ).rejects.toBeInstanceOf(RecommendationRequestError)
    await expect(f.engine.recommend(request({ engine_id: 'de-de_unknown' }))).rejects.toBeInstanceOf(
      RecommendationRequestError,
    )
  })

  it('fill_with_random tops up to size with buyable products; without it, never', async () => {
    const item = await f.wellFiledItem()
    const strict = request({ engine_id: 'alternatives', item_id: String(item), similarity: 1, size: 10 })
    const unfilled = answerIds(await f.engine.recommend(strict))
    const filled = answerIds(await f.engine.recommend({ ...strict, fill_with_random: true }))
    expect(unfilled.length).toBeLessThan(10)
    expect(filled).toHaveLength(10)
    expect(new Set(filled).size).toBe(10)
    expect(filled.slice(0, unfilled.length)).toEqual(unfilled)
    expect(filled).not.toContain(item)
    expect(filled).not.toContain(f.inactive())
    for (const id of f.unbuyable()) expect(filled).not.toContain(id)
  })

  it('consider_known_items false leaves out the last seen products', async () => {
    const top = answerIds(await f.engine.recommend(request({ size: 3 })))
    const known = await f.engine.recommend(
      request({ size: 3, consider_known_items: false, last_seen: [String(top[0])] }),
    )
    expect(answerIds(known)).not.toContain(top[0])
    expect(answerIds(known).slice(0, 2)).toEqual(top.slice(1))
  })
})

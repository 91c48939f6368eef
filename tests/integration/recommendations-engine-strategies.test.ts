import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ALTERNATIVE_CANDIDATES } from '@/lib/recommendations/server/embedded/alternatives'
import { testDrivers } from '@/tests/helpers/db'
import { answerIds, contractRequest as request, useEngineFixture } from './recommendations-fixtures'

/** The strategies of the embedded engine, checked against the seeded catalog and basket behaviour. */
describe.each(testDrivers)('embedded engine strategies on %s', (driver) => {
  const f = useEngineFixture(driver)

  it('bestsellers without behaviour: best rated first, never inactive or unbuyable products', async () => {
    const answer = await f.engine.recommend(request({ size: 100 }))
    expect(answer.data).toHaveLength(100)
    const found = answerIds(answer)
    expect(found).not.toContain(f.inactive())
    for (const id of f.unbuyable()) expect(found).not.toContain(id)
    const ratings = await f.rows<{ id: number; rating: string | null }>(
      sql`select id, attributes -> 'durchschnittBewertungen' ->> 'value' as rating from products
        where id = any(${sql.param(found)}::int[])`,
    )
    const ratingOf = new Map(ratings.map((r) => [Number(r.id), r.rating === null ? -1 : Number(r.rating)]))
    const inOrder = found.map((id) => ratingOf.get(id) ?? -1)
    expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a))
  })

  it('bestsellers: the most added products lead, by units across baskets', async () => {
    const before = answerIds(await f.engine.recommend(request({ size: 40 })))
    const [a, b, c] = [before[39], before[30], before[20]] as [number, number, number]
    await f.addBasket([
      [a, 3],
      [b, 1],
    ])
    await f.addBasket([
      [a, 2],
      [b, 1],
      [c, 1],
    ])
    expect(answerIds(await f.engine.recommend(request({ size: 3 })))).toEqual([a, b, c])
  })

  it('alternatives: the same leaf category, not the item nor its colourways, most similar first', async () => {
    const item = await f.wellFiledItem()
    const own = await f.facts(item)
    const answer = answerIds(
      await f.engine.recommend(
        request({ engine_id: 'de-de_pds_alternatives', item_id: String(item), size: 12 }),
      ),
    )
    expect(answer.length).toBeGreaterThan(0)
    expect(answer).not.toContain(item)
    for (const id of answer) {
      const other = await f.facts(id)
      expect(other.leaves.some((leaf) => own.leaves.includes(leaf))).toBe(true)
      expect(other.master_key).not.toBe(own.master_key)
    }
    // A minimum similarity only ever narrows the answer.
    const strict = answerIds(
      await f.engine.recommend(
        request({ engine_id: 'alternatives', item_id: String(item), size: 12, similarity: 0.75 }),
      ),
    )
    expect(strict.length).toBeLessThanOrEqual(answer.length)
    expect(answer.slice(0, strict.length)).toEqual(strict)
    expect(ALTERNATIVE_CANDIDATES).toBeGreaterThanOrEqual(100)
  })

  it('suggestions: the same top category, another leaf; products added together come first', async () => {
    const item = await f.wellFiledItem()
    const own = await f.facts(item)
    const first = answerIds(
      await f.engine.recommend(request({ engine_id: 'de-de_pds_suggestions', item_id: String(item) })),
    )
    expect(first.length).toBeGreaterThan(1)
    for (const id of first) {
      const other = await f.facts(id)
      expect(other.tops.some((top) => own.tops.includes(top))).toBe(true)
      expect(other.leaves.some((leaf) => own.leaves.includes(leaf))).toBe(false)
    }
    const partner = first[first.length - 1] as number
    await f.addBasket([
      [item, 1],
      [partner, 1],
    ])
    const after = answerIds(
      await f.engine.recommend(request({ engine_id: 'de-de_add_to_cart_layer', item_id: String(item) })),
    )
    expect(after[0]).toBe(partner)
  })

  it('an item-based slot without a known item answers bestsellers', async () => {
    const bestsellers = answerIds(await f.engine.recommend(request()))
    expect(
      answerIds(await f.engine.recommend(request({ engine_id: 'de-de_basket', item_id: '999999999' }))),
    ).toEqual(bestsellers)
    expect(answerIds(await f.engine.recommend(request({ engine_id: 'suggestions' })))).toEqual(bestsellers)
  })

  it('last seen: the given products in their order, only buyable ones, never topped up when fill is off', async () => {
    const seen = answerIds(await f.engine.recommend(request({ size: 5 }))).reverse()
    const lastSeen = [
      String(seen[0]),
      String(f.inactive()),
      String(f.unbuyable()[0] ?? seen[1]),
      ...seen.slice(1).map(String),
      'x',
    ]
    const answer = answerIds(
      await f.engine.recommend(
        request({
          engine_id: 'de-de_pds_last_seen',
          last_seen: lastSeen,
          item_id: String(seen[1]),
          size: 12,
        }),
      ),
    )
    expect(answer).toEqual([seen[0], ...seen.slice(2)])
    expect(answerIds(await f.engine.recommend(request({ engine_id: 'listing_last_seen' })))).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type SQL } from 'drizzle-orm'
import { PALETTE_NAMES } from '@/lib/catalog/rules/palette'
import { ensureCatalogSeeded } from '@/lib/catalog/server/seed'
import { clearCatalog } from '@/lib/catalog/server/seed/write'
import { FLAVOUR_RULES, type Flavour } from '@/lib/config/flavours'
import { ELECTRICAL_EQUIPMENT_CATEGORY_KEYS } from '@/lib/config/constants'
import { RECOMMENDATION_FALLBACK } from '@/lib/config/recommendations'
import type { Db } from '@/lib/db/client'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}
async function count(db: Db, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, sql`select count(*) as n from (${query}) q`)
  return Number(row?.n ?? 0)
}
const TABLES = [
  'brands order by id',
  'categories order by id',
  'category_texts order by category_id, language',
  'products order by id',
  'product_texts order by product_id, language',
  'product_categories order by product_id, category_id',
  'variants order by id',
  'variant_prices order by variant_id, currency',
  'product_price_ranges order by product_id, currency',
]
async function dump(db: Db): Promise<string> {
  const parts = await Promise.all(TABLES.map((t) => rows(db, sql.raw(`select * from ${t}`))))
  return JSON.stringify(parts)
}
async function reseed(db: Db, flavour: Flavour): Promise<void> {
  await clearCatalog(db)
  expect(await ensureCatalogSeeded(db, { flavour })).toBe(true)
}

describe.each(testDrivers)('catalog seed on %s (spec 01 §3)', (driver) => {
  let a: TestDb
  let b: TestDb
  beforeAll(async () => {
    ;[a, b] = await Promise.all([createTestDb(driver), createTestDb(driver)])
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
  })

  it('is seeded by the migrations on first start', async () => {
    expect(await count(a.db, sql`select 1 from products`)).toBeGreaterThanOrEqual(400)
  })

  it('writes the same catalog into two databases (deterministic)', async () => {
    await Promise.all([reseed(a.db, 'home'), reseed(b.db, 'home')])
    expect(await dump(a.db)).toBe(await dump(b.db))
  })

  it('is idempotent: a second start or migration run leaves the catalog alone', async () => {
    const before = await dump(a.db)
    expect(await ensureCatalogSeeded(a.db, { flavour: 'baby' })).toBe(false)
    await a.migrate()
    expect(await dump(a.db)).toBe(before)
  })

  describe.each<Flavour>(['home', 'baby'])(
    'covering every case the rules tell apart, %s flavour',
    (flavour) => {
      let db: Db
      beforeAll(async () => {
        db = flavour === 'home' ? a.db : b.db
        if (flavour !== 'home') await reseed(db, flavour)
      })
      const rules = FLAVOUR_RULES[flavour]
      const has = async (query: SQL) => expect(await count(db, query)).toBeGreaterThan(0)
      const buyableDays = (condition: SQL) =>
        sql`select 1 from variants where bvc = 1 and ${condition} and greatest(delivery_days_from, delivery_days_to) > 0`

      it.each([1, 2, 3, 4])('spec 01 §4: has variants with BVC %i', (bvc) =>
        has(sql`select 1 from variants where bvc = ${bvc}`),
      )

      it('spec 01 §4: has preorders (BVC 2, 999 days) and BVC 2 at 998 days', async () => {
        await has(sql`select 1 from variants where bvc = 2 and delivery_days_to >= 999`)
        await has(sql`select 1 from variants where bvc = 2 and delivery_days_to = 998`)
      })

      it('spec 01 §4: has a product whose variants are all sold out', () =>
        has(
          sql`select 1 from products where is_sold_out and id in (select product_id from variants group by product_id having count(*) > 1)`,
        ))

      it('spec 01 §9: has download vouchers (0–0 days) and vouchers in the flavour’s product groups', async () => {
        const groups =
          flavour === 'home' ? { voucher: 51000, download: 52000 } : { voucher: 9410, download: 9420 }
        expect(rules.voucherProductGroups).toEqual(expect.arrayContaining([groups.voucher, groups.download]))
        const inGroup = (group: number) =>
          sql`select pc.product_id from product_categories pc join categories c on c.id = pc.category_id where pc.direct and c.product_group = ${group}`
        await has(
          sql`select 1 from variants where product_id in (${inGroup(groups.download)}) and delivery_days_from = 0 and delivery_days_to = 0`,
        )
        await has(inGroup(groups.voucher))
      })

      it('spec 01 §4: has a delivery time in every message band for this flavour’s thresholds', async () => {
        await has(buyableDays(sql`greatest(delivery_days_from, delivery_days_to) <= 3`))
        await has(buyableDays(sql`greatest(delivery_days_from, delivery_days_to) = ${rules.instantMaxDays}`))
        await has(buyableDays(sql`greatest(delivery_days_from, delivery_days_to) = ${rules.soonFromDays}`))
        await has(buyableDays(sql`greatest(delivery_days_from, delivery_days_to) = 13`))
        await has(buyableDays(sql`greatest(delivery_days_from, delivery_days_to) = 14`))
        await has(
          sql`select 1 from variants where bvc in (1, 2) and greatest(delivery_days_from, delivery_days_to) = 35`,
        )
        await has(
          sql`select 1 from variants where bvc in (1, 2) and greatest(delivery_days_from, delivery_days_to) = 42`,
        )
        await has(buyableDays(sql`delivery_days_from = delivery_days_to`))
        await has(
          sql`select product_id from variants where bvc = 1 group by product_id having count(distinct (delivery_days_from, delivery_days_to)) > 2`,
        )
      })

      it('spec 02 §9: has sales at exactly 96 %, at 96.5 % and against the reference price, in EUR and CHF', async () => {
        await has(
          sql`select 1 from variant_prices where currency = 'EUR' and with_tax * 100 = recommended_retail_price * 96`,
        )
        await has(
          sql`select 1 from variant_prices where currency = 'EUR' and with_tax * 1000 = recommended_retail_price * 965`,
        )
        await has(
          sql`select 1 from variant_prices where currency = 'EUR' and with_tax * 100 = price_reference * 96 and recommended_retail_price is null`,
        )
        await has(
          sql`select 1 from variant_prices where currency = 'EUR' and price_reference is not null and with_tax * 100 > price_reference * 96`,
        )
        // CHF keeps each case on its side of the threshold.
        await has(
          sql`select 1 from variant_prices where currency = 'CHF' and with_tax * 100 = recommended_retail_price * 96`,
        )
        await has(
          sql`select 1 from variant_prices e join variant_prices c on c.variant_id = e.variant_id and c.currency = 'CHF' where e.currency = 'EUR' and e.with_tax * 1000 = e.recommended_retail_price * 965 and c.with_tax * 100 > c.recommended_retail_price * 96`,
        )
        await has(sql`select 1 from variant_prices where reduction_bp > 0`)
      })

      it.each(['LI', 'QM'])('spec 01 §9: has reference prices in %s', (unit) =>
        has(
          sql`select 1 from variant_prices where reference_unit = ${unit} and reference_with_tax > 0 and reference_size > 0`,
        ),
      )

      it.each([
        [1, sql`scale_amount1 is not null and scale_amount2 is null`],
        [2, sql`scale_amount2 is not null and scale_amount3 is null`],
        [3, sql`scale_amount3 is not null`],
      ])(
        'spec 02 §3: has scale prices with %i threshold(s), priced in both currencies',
        async (_n, condition) => {
          await has(
            sql`select 1 from variants v where ${condition} and (select count(*) from variant_prices p where p.variant_id = v.id and p.scale_price1 is not null) = 2`,
          )
        },
      )

      it('spec 01 §3: has personalised, bulky, vpp, bundle, free-shipping and electrical goods', async () => {
        await has(
          sql`select 1 from products where attributes -> 'personalisierterArtikel' ->> 'value' = '1' and advanced_attributes ? 'gravureHeadline' and advanced_attributes ->> 'gravureLength' ~ '^\\d+$'`,
        )
        await has(sql`select 1 from products where advanced_attributes ->> 'gravureLength' = 'ohne'`)
        await has(sql`select 1 from products where attributes -> 'bulkyOrLoad' ->> 'value' = 'j'`)
        await has(
          sql`select 1 from products where advanced_attributes ->> 'vppArticle' = 'J' and attributes ? 'vppdimension'`,
        )
        await has(sql`select 1 from products where attributes -> 'freeShipping' ->> 'value' = 'j'`)
        const parts = await rows<{ id: number }>(
          db,
          sql`select (jsonb_array_elements(advanced_attributes -> 'virtuelleBundles') ->> 'productId')::int as id from products`,
        )
        expect(parts.length).toBeGreaterThanOrEqual(2)
        expect(
          await count(
            db,
            sql`select 1 from products where id in (${sql.join(
              parts.map((p) => sql`${p.id}`),
              sql`, `,
            )})`,
          ),
        ).toBe(new Set(parts.map((p) => p.id)).size)
        for (const key of ELECTRICAL_EQUIPMENT_CATEGORY_KEYS) {
          await has(sql`select 1 from products where attributes -> 'eKTG' ->> 'value' = ${key}`)
          await has(
            sql`select 1 from product_categories pc join categories c on c.id = pc.category_id where c.key = ${key}`,
          )
        }
        await has(sql`select 1 from products where attributes -> 'eKTG' ->> 'value' = 'kleingeraete'`)
      })

      it('spec 02 §3: has siblings, ratings, all 26 palette colours and an off-palette colour', async () => {
        await has(sql`select master_key from products group by master_key having count(*) >= 3`)
        await has(
          sql`select 1 from products where attributes -> 'durchschnittBewertungen' ->> 'label' ~ '^\\d,\\d$' and (attributes -> 'anzahlBewertungen' ->> 'value')::int > 0`,
        )
        await has(sql`select 1 from products where not attributes ? 'durchschnittBewertungen'`)
        const used = await rows<{ c: string }>(db, sql`select distinct unnest(colors) as c from products`)
        const codes = used.map((r) => r.c)
        expect(PALETTE_NAMES).toHaveLength(26)
        for (const name of PALETTE_NAMES) expect(codes).toContain(name)
        expect(codes.some((c) => !(PALETTE_NAMES as string[]).includes(c))).toBe(true)
        await has(sql`select 1 from products where cardinality(colors) = 2`)
      })

      it('prices every variant in EUR and CHF, CHF ≈ EUR × 1.05 rounded to 5 Rappen', async () => {
        expect(
          await count(
            db,
            sql`select variant_id from variant_prices group by variant_id having count(*) <> 2`,
          ),
        ).toBe(0)
        expect(
          await count(
            db,
            sql`select 1 from variants v where not exists (select 1 from variant_prices p where p.variant_id = v.id and p.currency = 'CHF')`,
          ),
        ).toBe(0)
        expect(
          await count(
            db,
            sql`select 1 from variant_prices e join variant_prices c on c.variant_id = e.variant_id and c.currency = 'CHF' where e.currency = 'EUR' and (c.with_tax % 5 <> 0 or c.with_tax <> round(e.with_tax * 1.05 / 5) * 5)`,
          ),
        ).toBe(0)
        expect(await count(db, sql`select 1 from product_price_ranges`)).toBe(
          2 * (await count(db, sql`select 1 from products`)),
        )
      })

      it('spec 01 §3: the 17 recommendation fallback products exist and can be bought', async () => {
        const ids = RECOMMENDATION_FALLBACK.map((r) => Number(r.product_id))
        const found = await rows<{ id: number }>(
          db,
          sql`select distinct product_id as id from variants where bvc = 1 and product_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
        expect(found).toHaveLength(17)
      })

      it('files products in 5-level categories and indexes the texts for full-text search per language', async () => {
        await has(
          sql`select 1 from product_categories pc join categories c on c.id = pc.category_id where pc.direct and c.depth = 5`,
        )
        const noun = flavour === 'home' ? ['Handtücher', 'serviettes'] : ['Bodys', 'bodies']
        await has(
          sql`select 1 from product_texts where language = 'de' and search @@ websearch_to_tsquery('german', ${noun[0]})`,
        )
        await has(
          sql`select 1 from product_texts where language = 'fr' and search @@ websearch_to_tsquery('french', ${noun[1]})`,
        )
      })
    },
  )
})

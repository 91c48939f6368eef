import { describe, expect, it, vi } from 'vitest'
import { basketAnswerJson } from '@/lib/basket/server/answer-json'
import { basketResponse } from '@/lib/basket/server/response'
import { FALLBACK_SHIPPING_CONFIG } from '@/lib/basket/rules/shipping'
import type { BasketAnswer } from '@/lib/basket/rules/types'
import { basketItemView, toBasket } from '@/lib/basket/rules/view'
import type { BasketItemRow } from '@/lib/db/schema'
import { product, variant } from './catalog-fixtures'

/** lib/basket/server/answer-json: the answer's text is JSON.stringify's, with each line's text reused. */
const row = (key: string, quantity: number): BasketItemRow => ({
  key,
  basketKey: 'basket_1_abc',
  variantId: 7,
  productId: 1,
  quantity,
  itemGroupId: '',
  itemGroup: null,
  customData: { customText: { text1: 'Zoë "quoted" \u2028' } },
  displayData: {},
  options: {},
  createdAt: new Date('2026-11-25T08:00:00.000Z'),
  updatedAt: new Date('2026-11-25T08:00:00.000Z'),
})
const p = product({})
const v = variant({ id: 7, cents: 1000, stock: 50 })
const answerOf = (rows: BasketItemRow[], statusCode: 200 | 201 = 200): BasketAnswer => ({
  type: 'success',
  statusCode,
  basket: toBasket({
    key: 'basket_1_abc',
    items: rows.map((r) => basketItemView(r, p, v)),
    removedItems: [{ key: 'gone', variantId: 9, productId: 2, quantity: 1, name: 'Alt' }],
    currency: 'EUR',
    paybackEnabled: true,
    shipping: FALLBACK_SHIPPING_CONFIG,
  }),
})

describe('basket answer text', () => {
  it.each([
    ['no lines', []],
    ['one line', [row('a', 1)]],
    ['three lines', [row('a', 1), row('b', 2), row('c', 3)]],
  ])('parses to the answer itself with %s', (_case, rows) => {
    const answer = answerOf(rows)
    expect(JSON.parse(basketAnswerJson(answer))).toEqual(JSON.parse(JSON.stringify(answer)))
  })

  it('serialises a kept line once, however many answers carry it', () => {
    const kept = [row('a', 1), row('b', 2)]
    const stringify = vi.spyOn(JSON, 'stringify')
    basketAnswerJson(answerOf(kept))
    const first = stringify.mock.calls.length
    basketAnswerJson(answerOf([...kept, row('c', 1)]))
    // The shell and the new line only.
    expect(stringify.mock.calls.length - first).toBe(2)
    stringify.mockRestore()
  })

  it('is the very text JSON.stringify writes, whatever fields the answer carries and in which order', () => {
    const answer = answerOf([row('a', 1), row('b', 2)])
    expect(basketAnswerJson(answer)).toBe(JSON.stringify(answer))
    // Fields a later change might add: after the lines, after the basket, before everything.
    const { items, ...rest } = answer.basket
    const grown = {
      first: true,
      ...answer,
      basket: { ...rest, items, afterItems: { note: 'x' } },
      afterBasket: [1, 2],
    } as unknown as BasketAnswer
    expect(basketAnswerJson(grown)).toBe(JSON.stringify(grown))
  })

  it('stays exact when a value of the answer looks like the stand-in of the lines', () => {
    const answer = answerOf([row('a', 1)])
    answer.basket.removedItems[0]!.name = '\u0000basket items\u0000'
    expect(basketAnswerJson(answer)).toBe(JSON.stringify(answer))
  })

  it('answers with the status and headers of the answer', async () => {
    const response = basketResponse(answerOf([row('a', 1)], 201))
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect((await response.json()).basket.items).toHaveLength(1)
  })
})

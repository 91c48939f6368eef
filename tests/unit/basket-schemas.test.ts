import { describe, expect, it } from 'vitest'
import { addItemSchema, customDataSchema, updateItemSchema } from '@/lib/basket/rules/schemas'
import { catalogIdSchema } from '@/lib/lists/rules/schemas'
import { BASKET_LIMITS } from '@/lib/config/constants'

const basketKey = `basket_1_${'a'.repeat(32)}`

describe('basket request shapes (spec 02 §7 fields; bounded input)', () => {
  it('drops a client price and keeps the spec fields', () => {
    const parsed = addItemSchema.parse({
      basketKey,
      variantId: 10000101,
      quantity: 1,
      price: { withTax: 1 },
      options: [],
      displayData: { colour: 'rot' },
      itemGroup: { id: 4711, isMainItem: true, isRequired: false },
    })
    expect(parsed).toEqual({
      basketKey,
      variantId: 10000101,
      quantity: 1,
      options: {},
      displayData: { colour: 'rot' },
      itemGroup: { id: '4711', isMainItem: true, isRequired: false },
    })
  })

  it.each([
    ['a digit string', '10000101', 10000101],
    ['a number', 5, 5],
  ])('reads ids given as %s', (_label, raw, id) => {
    expect(catalogIdSchema.parse(raw)).toBe(id)
  })

  it.each([
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['a quantity as text', { quantity: 'eins' }, 'quantity'],
    ['a negative variant id', { variantId: -1 }, 'variantId'],
    ['a variant id beyond int4', { variantId: 2 ** 31 }, 'variantId'],
    ['a foreign-form key', { basketKey: 'wishlist_1_abc' }, 'basketKey'],
    [
      'displayData over the JSON limit',
      { displayData: { x: 'y'.repeat(BASKET_LIMITS.maxJsonBytes) } },
      'displayData',
    ],
    ['options that are neither object nor empty list', { options: [1] }, 'options'],
    ['a customText key other than text1..n', { customData: { customText: { name: 'A' } } }, 'customData'],
    ['an item group without flags', { itemGroup: { id: '1' } }, 'itemGroup'],
  ])('refuses %s, naming %s', (_label, patch, field) => {
    const result = addItemSchema.safeParse({ basketKey, variantId: 1, quantity: 1, ...patch })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path[0]).toBe(field)
  })

  it('bounds customData and the number of texts', () => {
    const texts = Object.fromEntries(
      Array.from({ length: BASKET_LIMITS.maxCustomTexts + 1 }, (_, i) => [`text${i + 1}`, 'x']),
    )
    expect(customDataSchema.safeParse({ customText: texts }).success).toBe(false)
    expect(
      customDataSchema.safeParse({ customText: { text1: 'Anna' }, pricePromotionKey: 'x' }).success,
    ).toBe(true)
  })

  it('needs itemKey and quantity for updateItem; expectedQuantity is optional', () => {
    expect(updateItemSchema.safeParse({ basketKey, quantity: 1 }).success).toBe(false)
    expect(
      updateItemSchema.parse({ basketKey, itemKey: 'abc_-1', quantity: 2, expectedQuantity: 1 }),
    ).toMatchObject({
      expectedQuantity: 1,
    })
    expect(updateItemSchema.safeParse({ basketKey, itemKey: 'a/b', quantity: 1 }).success).toBe(false)
  })
})

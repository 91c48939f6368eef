import { describe, expect, it } from 'vitest'
import { changedKey, linesAfterAdd, planAddChange, type AddLineInput } from '@/lib/basket/rules/add-change'
import type { Limits } from '@/lib/basket/rules/lines'
import type { BasketItemRow } from '@/lib/db/schema'

/**
 * lib/basket/rules/add-change: the one plan of an add that both writers (one statement on cached lines,
 * the locked transaction on current ones) execute, so they cannot decide differently on the same lines.
 */
const limits: Limits = { maxLineQuantity: 10, maxLines: 2, maxTotalQuantity: 20 }
const at = new Date('2026-11-25T08:00:00.000Z')
const row = (key: string, variantId: number, quantity: number, itemGroupId = ''): BasketItemRow => ({
  key,
  basketKey: 'basket_1_abc',
  variantId,
  productId: 100 + variantId,
  quantity,
  itemGroupId,
  itemGroup: itemGroupId ? { id: itemGroupId, isMainItem: true, isRequired: false } : null,
  customData: {},
  displayData: {},
  options: {},
  createdAt: at,
  updatedAt: at,
})
const input = (variantId: number, quantity: number, itemGroupId = ''): AddLineInput => ({
  variantId,
  productId: 100 + variantId,
  quantity,
  itemGroup: itemGroupId ? { id: itemGroupId, isMainItem: true, isRequired: false } : null,
  customData: { customText: { text1: 'Anna' } },
  displayData: { note: 'n' },
  options: { gift: true },
  available: 10,
})

describe('planAddChange (spec 02 §4)', () => {
  const lines = [row('a', 1, 2), row('b', 1, 1, '12345678')]

  it('raises the line of the same variant and item group', () => {
    expect(planAddChange(lines, 'basket_1_abc', input(1, 3, '12345678'), 'new', limits)).toEqual({
      ok: true,
      change: { kind: 'update', key: 'b', quantity: 4 },
    })
  })

  it('inserts a line under the given key, carrying what the add sent', () => {
    const planned = planAddChange([lines[0]!], 'basket_1_abc', input(1, 2, '87654321'), 'new', limits)
    expect(planned).toEqual({
      ok: true,
      change: {
        kind: 'insert',
        line: {
          key: 'new',
          basketKey: 'basket_1_abc',
          variantId: 1,
          productId: 101,
          quantity: 2,
          itemGroupId: '87654321',
          itemGroup: { id: '87654321', isMainItem: true, isRequired: false },
          customData: { customText: { text1: 'Anna' } },
          displayData: { note: 'n' },
          options: { gift: true },
        },
      },
    })
  })

  it('passes planAdd refusals on unchanged', () => {
    expect(planAddChange(lines, 'basket_1_abc', input(2, 1), 'new', limits)).toEqual({
      ok: false,
      status: 422,
      message: 'at most 2 lines per basket',
    })
    expect(planAddChange(lines, 'basket_1_abc', input(1, 9), 'new', limits)).toMatchObject({ ok: false })
  })
})

describe('linesAfterAdd', () => {
  const lines = [row('a', 1, 2), row('b', 2, 1)]

  it('puts the written row in place of the raised line, or last as the newest', () => {
    const raised = row('a', 1, 5)
    expect(linesAfterAdd(lines, { kind: 'update', key: 'a', quantity: 5 }, raised)).toEqual([
      raised,
      lines[1],
    ])
    const added = row('c', 3, 1)
    const insert = { kind: 'insert' as const, line: added }
    expect(linesAfterAdd(lines, insert, added)).toEqual([...lines, added])
    expect(changedKey(insert)).toBe('c')
  })

  it('leaves the lines as they were when nothing was written', () => {
    expect(linesAfterAdd(lines, { kind: 'update', key: 'a', quantity: 5 }, undefined)).toEqual(lines)
  })
})

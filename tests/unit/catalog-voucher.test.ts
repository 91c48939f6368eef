import { describe, expect, it } from 'vitest'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import type { Flavour } from '@/lib/config/flavours'
import {
  isVoucherProduct,
  productGroup,
  productGroupFromLabel,
  voucherKind,
} from '@/lib/catalog/rules/voucher'

describe('voucher products by product group (spec 01 §9)', () => {
  it.each<[Flavour, number | null, 'download' | 'voucher' | null]>([
    ['baby', 9420, 'download'],
    ['baby', 9410, 'voucher'],
    ['bm', 9420, 'download'],
    ['bm', 9410, 'voucher'],
    ['baby', 51000, null],
    ['baby', 52000, null],
    ['home', 51000, 'voucher'],
    ['home', 52000, 'voucher'],
    ['home', 9420, null],
    ['home', 9410, null],
    ['home', 4711, null],
    ['baby', null, null],
  ])('spec 01 §9: flavour %s, product group %o → %o', (flavour, group, kind) => {
    expect(voucherKind(group, FLAVOUR_RULES[flavour])).toBe(kind)
    expect(isVoucherProduct(group, FLAVOUR_RULES[flavour])).toBe(kind !== null)
  })
})

describe('product group = warengruppe (spec 02 §7)', () => {
  it.each<[string | undefined, number | null]>([
    ['Geschenke | Gutscheine | 9420', 9420],
    ['Haushalt | Küche | 51000', 51000],
    ['a | b | 7 Teile 9410', 7],
    ['ohne Nummer', null],
    [undefined, null],
  ])('spec 02 §7: the first number in %o is %o', (label, group) => {
    expect(productGroupFromLabel(label)).toBe(group)
  })

  it('spec 02 §7: the last category that carries a label decides', () => {
    expect(productGroup([{ categoryLabel: 'a | b | 100' }, { categoryLabel: 'c | d | 9410' }, {}])).toBe(9410)
    expect(productGroup([])).toBeNull()
  })
})

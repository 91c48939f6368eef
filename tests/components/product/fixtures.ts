import { vi } from 'vitest'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { variantOptions } from '@/lib/catalog/rules/view/variant-options'
import { product, variant } from '../../unit/catalog-fixtures'

// The app sets trailingSlash (next.config.ts); next/link reads it from this variable.
vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

/** Prepared variant options of a product whose variants differ in `key`, one per value. */
export function optionsFor(key: string, values: Array<[string, string]>, bvcs: Array<1 | 4> = []) {
  const variants = values.map(([value, label], i) => ({
    ...variant({ id: i + 1, referenceKey: `P_0${i + 1}`, cents: 1999 + i * 500, bvc: bvcs[i] ?? 1 }),
    attributes: { [key]: { value, label } },
  }))
  return variantOptions(product({ variants }), {
    locale: 'de-DE',
    flavour: FLAVOUR_RULES.home,
    payback: false,
  })
}

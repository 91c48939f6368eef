import type { Product } from '@/lib/catalog/rules/types'
import { price, product, variant } from '../../unit/catalog-fixtures'

/** Catalog products as readPageProducts answers them, for the promotion block tests. */
export const lamp = product({
  id: 100002,
  name: 'Stehleuchte Smilla',
  brand: { id: 1, name: 'Hauswelt' },
  images: [{ src: '/images/catalog/100002-1.webp' }],
  variants: [variant({ id: 9001, referenceKey: '100002_01', cents: 8999 })],
})

export const bedLinen = product({
  id: 100001,
  name: 'Bettwäsche Karlo',
  variants: [
    {
      ...variant({ id: 9101, referenceKey: '100001_01', cents: 4999 }),
      attributes: { groesse: { value: '135x200', label: '135 × 200 cm' } },
    },
    {
      ...variant({ id: 9102, referenceKey: '100001_02', cents: 5999 }),
      attributes: { groesse: { value: '155x220', label: '155 × 220 cm' } },
    },
    {
      ...variant({ id: 9103, referenceKey: '100001_03', cents: 6999, bvc: 4 }),
      attributes: { groesse: { value: '200x200', label: '200 × 200 cm' } },
    },
  ],
})

export const board = product({
  id: 100049,
  name: 'Schneidebrett mit Gravur',
  attributes: { personalisierterArtikel: { value: '1', label: 'Personalisierbar' } },
  variants: [variant({ id: 9201, referenceKey: '100049_01', cents: 2999 })],
})

export const onSale = product({
  id: 100029,
  name: 'Sessel Céleste',
  images: [{ src: '/images/catalog/100029-1.webp' }],
  variants: [
    variant({ id: 9301, referenceKey: '100029_01', cents: 6999, price: { recommendedRetailPrice: 9999 } }),
  ],
})

export const inactive = product({ id: 100077, name: 'Alter Kochtopf', isActive: false })

/** The fake catalog: only the products listed here exist (in EUR). */
export function fakeCatalog(...known: Product[]) {
  return (_db: unknown, ids: readonly number[]) =>
    Promise.resolve(ids.flatMap((id) => known.filter((p) => p.id === id)))
}

export { price }

import type { Bvc, Kqpri, Price, Product, Variant } from '@/lib/catalog/rules/types'

/** Small builders for the catalog rule tests: only the fields a case sets differ from a plain variant. */
export function price(withTax: number, extra: Partial<Price> = {}): Price {
  return {
    withTax,
    withoutTax: Math.round(withTax / 1.19),
    recommendedRetailPrice: null,
    currencyCode: 'EUR',
    reference: null,
    appliedReductions: [],
    tax: { vat: { amount: withTax - Math.round(withTax / 1.19), rate: 0.19 } },
    ...extra,
  }
}

export interface VariantSpec {
  id?: number
  referenceKey?: string
  bvc?: Bvc
  from?: number
  to?: number
  cents?: number
  stock?: number
  price?: Partial<Price>
  kqpri?: Partial<Kqpri>
}

let nextId = 1000

export function variant(spec: VariantSpec = {}): Variant {
  const id = spec.id ?? nextId++
  const bvc = spec.bvc ?? 1
  return {
    id,
    referenceKey: spec.referenceKey ?? `${id}_01`,
    images: [],
    price: price(spec.cents ?? 1999, spec.price),
    stock: { quantity: spec.stock ?? 5 },
    availability: { BVC: bvc },
    KQPRI: {
      BVC: bvc,
      deliveryDaysFrom: spec.from ?? 1,
      deliveryDaysTo: spec.to ?? 3,
      priceReference: null,
      ...spec.kqpri,
    },
    attributes: {},
    advancedAttributes: {},
  }
}

export function product(extra: Partial<Product> = {}): Product {
  const v = variant()
  return {
    id: 1,
    referenceKey: '100001',
    masterKey: 'M100001',
    seoUrl: '',
    isActive: true,
    isSoldOut: false,
    isNew: false,
    brand: { id: 1, name: 'Hauswelt' },
    name: 'Kochtopf',
    categories: [],
    collections: [],
    sale: null,
    images: [],
    siblings: [],
    priceRange: { min: v.price, max: v.price },
    colorsList: [],
    variants: [v],
    attributes: {},
    advancedAttributes: {},
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    firstLiveAt: '2024-01-01T00:00:00Z',
    ...extra,
  }
}

/** Intl separates currency and digits with (narrow) no-break spaces; tests compare with plain ones. */
export function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

/**
 * The fuzz suite's victim (issue 13, "In CI from now on"): a visitor with a basket, a wishlist and a store
 * reservation made through the normal API, and a snapshot of all of it plus the stock of those products,
 * read back with the victim's own cookie. The products the victim holds are kept out of the fuzz inputs,
 * so any change to the snapshot is a foreign write.
 */
import { Visitor } from './fuzz-http'

const SHOP_ID = 1 // de-de (lib/config/markets.ts)

interface Product {
  id: number
  isActive: boolean
  attributes: Record<string, { value: string } | undefined>
  variants: Array<{ id: number; availability: { BVC: number }; stock: { quantity: number } }>
}
interface Store {
  id: number
  stock: Record<string, number>
}

export interface Victim {
  visitor: Visitor
  basketKey: string
  wishlistKey: string
  itemKeys: string[]
  /** Products and the branch the victim holds; the fuzz inputs use other ones. */
  productIds: number[]
  variantIds: number[]
  storeId: number
}

export interface Catalog {
  /** Single-variant, buyable, not personalised products of the seeded catalog, in id order. */
  products: Product[]
  /** Two products that a branch of the market holds, with that branch: the victim's and the fuzz's. */
  reservable: Array<{ product: Product; store: Store }>
}

export async function loadCatalog(reader: Visitor): Promise<Catalog> {
  const products: Product[] = []
  const reservable: Catalog['reservable'] = []
  for (let id = 100001; id < 100120 && (products.length < 8 || reservable.length < 2); id += 1) {
    const response = await reader.call('GET', `/api/shop/product/${id}/?locale=de`)
    if (response.status !== 200) continue
    const product = JSON.parse(response.text) as Product
    const [variant, ...others] = product.variants
    if (!variant || others.length || !product.isActive) continue
    if (product.attributes.personalisierterArtikel?.value === '1') continue
    if (!(variant.availability.BVC === 2 || (variant.availability.BVC === 1 && variant.stock.quantity >= 5)))
      continue
    if (reservable.length < 2) {
      const stores = await reader.json<Store[]>('GET', `/api/shop/stores/?locale=de&variantIds=${variant.id}`)
      const store = stores.find((s) => (s.stock[variant.id] ?? 0) >= 2)
      if (store) {
        reservable.push({ product, store })
        continue
      }
    }
    products.push(product)
  }
  if (reservable.length < 2 || products.length < 6)
    throw new Error('the seeded catalog lacks products for the fuzz suite')
  return { products, reservable }
}

/** Collects the `key` of every line under an `items` array of an API answer. */
export function itemKeysOf(answer: unknown): string[] {
  const keys: string[] = []
  const walk = (v: unknown, inItems: boolean) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, inItems))
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>
      if (inItems && typeof o.key === 'string') keys.push(o.key)
      for (const [k, x] of Object.entries(o))
        if (k === 'items' || Array.isArray(x) || typeof x === 'object') walk(x, k === 'items')
    }
  }
  walk(answer, false)
  return keys
}

export async function createVictim(catalog: Catalog): Promise<Victim> {
  const visitor = new Visitor('10.99.0.1')
  const user = await visitor.json<{ id: string }>('GET', '/api/user/?locale=de')
  const basketKey = `basket_${SHOP_ID}_${user.id}`
  const wishlistKey = `wishlist_${SHOP_ID}_${user.id}`
  const [first, second, wished] = catalog.products as [Product, Product, Product]
  for (const [product, quantity] of [
    [first, 1],
    [second, 2],
  ] as const) {
    const variantId = product.variants[0]!.id
    await visitor.json('POST', '/api/shop/basket/addItem/?locale=de', {
      basketKey,
      variantId,
      quantity,
      options: {},
    })
  }
  await visitor.json('POST', '/api/shop/wishlist/addItem/?locale=de', {
    wishlistKey,
    itemCreationId: wished.id,
  })
  const { product, store } = catalog.reservable[0]!
  await visitor.json('POST', '/api/shop/stores/reserve/', {
    storeId: store.id,
    items: [{ variantId: product.variants[0]!.id, quantity: 1 }],
    name: 'Vera Victim',
    email: 'victim@example.com',
    locale: 'de',
  })
  const held = [first, second, wished, product]
  const basket = await visitor.json('GET', `/api/shop/basket/get/${basketKey}/?locale=de`)
  return {
    visitor,
    basketKey,
    wishlistKey,
    itemKeys: itemKeysOf(basket),
    productIds: held.map((p) => p.id),
    variantIds: held.map((p) => p.variants[0]!.id),
    storeId: store.id,
  }
}

/** Basket, wishlist, the branches' pieces of the victim's variants and the products' stock, as the API reads them. */
export async function snapshot(victim: Victim) {
  const { visitor } = victim
  const products = []
  for (const id of victim.productIds) {
    const p = await visitor.json<Product>('GET', `/api/shop/product/${id}/?locale=de`)
    products.push({ id, stock: p.variants.map((v) => [v.id, v.stock, v.availability]) })
  }
  return {
    basket: await visitor.json('GET', `/api/shop/basket/get/${victim.basketKey}/?locale=de`),
    wishlist: await visitor.json('GET', `/api/shop/wishlist/get/${victim.wishlistKey}/?locale=de`),
    // No API lists a reservation; the pieces it took off the branch's shelf are its trace (spec 02 §2).
    branches: await visitor.json(
      'GET',
      `/api/shop/stores/?locale=de&variantIds=${victim.variantIds.join(',')}`,
    ),
    products,
  }
}

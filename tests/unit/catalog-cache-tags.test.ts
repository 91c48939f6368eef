import { beforeEach, describe, expect, it, vi } from 'vitest'

// Next's cache functions, recorded: which tags were revalidated, which key was cached with which tags.
const revalidated: Array<[string, unknown]> = []
const cached: Array<{ key: string; tags: string[] }> = []
const stored = new Map<string, unknown>()
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => revalidated.push([tag, profile]),
  unstable_cache:
    (read: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => async () => {
      const key = keyParts.join('|')
      cached.push({ key, tags: options.tags })
      if (!stored.has(key)) stored.set(key, await read())
      return stored.get(key)
    },
}))

const tags = await import('@/lib/catalog/server/cache-tags')
const { cachedListing } = await import('@/lib/catalog/server/cached-listing')
const { forgetContentTags } = await import('@/lib/cache/tagged-cache')
type Listing = NonNullable<Awaited<ReturnType<typeof cachedListing>>>

beforeEach(() => {
  revalidated.length = 0
  cached.length = 0
  stored.clear()
  forgetContentTags()
})

const listing = {
  category: {
    id: 12,
    key: 'sofas',
    path: [{ id: 1 }, { id: 12 }],
    children: [{ id: 30 }, { id: 31 }],
  },
  products: [{ id: 100001 }, { id: 100002 }],
} as unknown as Listing

describe('catalog cache tags', () => {
  it.each([
    [tags.productTag(7), 'product:7'],
    [tags.categoryTag(12), 'category:12'],
    [tags.categoryKeyTag('sofas'), 'category-key:sofas'],
  ])('%s is %s', (tag, expected) => expect(tag).toBe(expected))

  it('tags a product with itself and each of its categories with their path', () => {
    const product = {
      id: 5,
      categories: [
        { categoryId: 12, categoryKey: 'sofas', path: [{ id: 1 }, { id: 12 }] },
        { categoryId: 40, path: [{ id: 2 }, { id: 40 }] },
      ],
    }
    expect(tags.productTags(product)).toEqual([
      'product:5',
      'category:12',
      'category-key:sofas',
      'category:1',
      'category:40',
      'category:2',
    ])
  })

  it('tags a listing with its category (id and key), the levels it links and the products shown', () => {
    expect(tags.listingTags(listing)).toEqual([
      'category:12',
      'category-key:sofas',
      'category:1',
      'category:30',
      'category:31',
      'product:100001',
      'product:100002',
    ])
    expect(tags.listingTags({ category: null, products: [{ id: 3 }] })).toEqual(['product:3'])
  })

  it('keeps at most the tags Next keeps: none over 256 characters, 128 per entry, first ones first', () => {
    expect(tags.uniqueTags(['a', 'a', 'x'.repeat(257), 'b'])).toEqual(['a', 'b'])
    const many = Array.from({ length: 200 }, (_, i) => `product:${i}`)
    expect(tags.uniqueTags(many)).toEqual(many.slice(0, tags.MAX_TAGS))
  })

  it('revalidateCatalog marks every product and category named stale, with the "max" profile', () => {
    const result = tags.revalidateCatalog({
      productIds: [1, 2, 1],
      categoryIds: [12],
      categoryKeys: ['sofas'],
    })
    expect(result).toEqual(['product:1', 'product:2', 'category:12', 'category-key:sofas'])
    expect(revalidated).toEqual(result.map((tag) => [tag, 'max']))
  })

  it('revalidateCatalog is not capped: a bulk import may name hundreds of products', () => {
    const productIds = Array.from({ length: 300 }, (_, i) => i + 1)
    expect(tags.revalidateCatalog({ productIds })).toHaveLength(300)
    expect(revalidated).toHaveLength(300)
  })
})

describe('cached listings', () => {
  it('caches an unfiltered listing under the tags of its answer', async () => {
    const compute = vi.fn(async () => listing)
    const request = {
      key: ['block', 'sofas', 'de', 'EUR', 'relevancy', 1],
      filtered: false,
      categoryKey: 'sofas',
      compute,
    }
    expect(await cachedListing(request)).toBe(listing)
    expect([...(cached.at(-1)?.tags ?? [])].sort()).toEqual(tags.listingTags(listing).sort())
    expect(cached[0]?.tags).toEqual(['category-key:sofas'])
    await cachedListing(request)
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('computes a filtered listing per request, outside the cache', async () => {
    const compute = vi.fn(async () => listing)
    await cachedListing({ key: ['api', 'sofas'], filtered: true, compute })
    await cachedListing({ key: ['api', 'sofas'], filtered: true, compute })
    expect(compute).toHaveBeenCalledTimes(2)
    expect(cached).toEqual([])
  })
})

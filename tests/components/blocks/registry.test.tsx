// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Blocks } from '@/components/content/Blocks'
import { BLOCKS } from '@/components/content/blocks/registry'
import { getMarket } from '@/lib/config'
import { blockSchema, type Block } from '@/lib/content/rules/types'
import { renderWithIntl } from '../intl'
import { stubMatchMedia } from './lz-helpers'

const L_TO_Z = [
  'link_slider',
  'modal',
  'newsletter',
  'nav_teaser',
  'qr_code',
  'retail_store',
  'richtext',
  'seo_section',
  'seo_sections',
  'service_contact',
  'spotlight',
  'stage_teaser',
  'step_visualizer',
  'table',
  'tag_slider',
  'teaser',
  'video',
  'page',
  'article',
  'documentation_page',
  'header',
  'nav_item',
  'footer',
  'footer_column',
]

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? storyFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  )
}

/** Every component name in a story's content tree. */
function componentsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => componentsOf(item, found))
  else if (value && typeof value === 'object') {
    const block = blockSchema.safeParse(value)
    if (block.success) found.add(block.data.component)
    Object.values(value).forEach((item) => componentsOf(item, found))
  }
  return found
}

const stories = storyFiles(join(process.cwd(), 'content/stories')).map((file) => ({
  file: file.slice(process.cwd().length + 1),
  content: (JSON.parse(readFileSync(file, 'utf8')) as { content: Block }).content,
}))

// The listing block is an async server component reading the catalog; jsdom cannot render it (e2e/listing.spec.ts does).
vi.mock('@/components/content/blocks/Listing', () => ({ Listing: () => null }))
// The promotion blocks read the catalog too; their own tests render them with a fake catalog.
vi.mock('@/components/content/blocks/BasketDirectAdd', () => ({ BasketDirectAdd: () => null }))
vi.mock('@/components/content/blocks/BundlePromotion', () => ({ BundlePromotion: () => null }))
vi.mock('@/components/content/blocks/PromotionProduct', () => ({ PromotionProduct: () => null }))
// Product sliders and lists (the home page's bestsellers, new items, offers) read the catalog as well;
// e2e/home.spec.ts shows them with their cards.
vi.mock('@/components/content/blocks/ProductSlider', () => ({ ProductSlider: () => null }))
vi.mock('@/components/content/blocks/ProductList', () => ({ ProductList: () => null }))
// The service contact card reads the footer story through the content service; ServiceContact.test.tsx
// renders it over the embedded content.
vi.mock('@/components/content/blocks/ServiceContact', () => ({ ServiceContact: () => null }))

/** The promotion blocks that show catalog products (BasketDirectAdd/BundlePromotion/PromotionProduct tests). */
const PROMOTION_BLOCKS = ['basket_direct_add', 'bundle_promotion', 'promotion_product']

afterEach(() => vi.restoreAllMocks())

describe('block registry, L–Z and story roots (spec 01 §2 content blocks)', () => {
  it('registers every L–Z block and the root and layout blocks under their Storyblok names', () => {
    for (const name of L_TO_Z) expect(BLOCKS[name], name).toBeTypeOf('function')
  })

  it('registers the promotion blocks, and the demo stories use each of them', () => {
    for (const name of PROMOTION_BLOCKS) expect(BLOCKS[name], name).toBeTypeOf('function')
    const used = new Set(stories.flatMap(({ content }) => [...componentsOf(content)]))
    for (const name of PROMOTION_BLOCKS) expect(used.has(name), name).toBe(true)
  })

  it.each(stories)('$file: its L–Z blocks render without failing', ({ content }) => {
    stubMatchMedia()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const context = {
      language: 'de' as const,
      market: getMarket('de-de'),
      origin: 'http://de-de.localhost:3000',
      preview: false,
      now: new Date(),
      path: '/de/',
    }
    const { container } = renderWithIntl(<Blocks blocks={[content]} context={context} />)
    const failed = warn.mock.calls
      .map((call) => String(call[0]))
      .filter((message) => /failed|unknown block/.test(message))
    const mine = [...componentsOf(content)].filter((name) => L_TO_Z.includes(name))
    expect(
      failed.filter((message) =>
        mine.some((name) => message.includes(`"${name}"`) || message.includes(` ${name} `)),
      ),
    ).toEqual([])
    if (L_TO_Z.includes(content.component)) expect(container).not.toBeEmptyDOMElement()
    vi.unstubAllGlobals()
  })
})

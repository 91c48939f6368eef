/**
 * The `@languages` slot of the default and documentation layouts: the header's language switch. Screens
 * need nothing but the route (components/layout/CurrentRoute.tsx); a story page gives it the story's
 * translated slugs, a product page the product's slug per language, a listing or search page its query.
 */
import { loadPageStory } from '@/lib/content/server/page-story'
import { contentLanguageTargets, slugKey } from '@/lib/content/rules/navigation-language'
import { productPdp } from '@/lib/catalog/rules'
import { loadProduct, productIdFromPdp } from '@/lib/catalog/server/product-page'
import { routeKey, screenPath } from '@/lib/i18n/rules/language-switch'
import { pageContext } from '@/lib/routing/server/page-params'
import type { Language } from '@/lib/config/markets'
import { LanguageSwitcher } from './LanguageSwitcher'

type Params = Promise<{ market: string; lang: string }>
type SlugParams = Promise<{ market: string; lang: string; slug: string[] }>
type ProductParams = Promise<{ market: string; lang: string; pdp: string; variant?: string }>
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function ScreenLanguageSwitch({ params }: { params: Params }) {
  const { market } = await pageContext(params)
  if (market.languages.length < 2) return null
  return <LanguageSwitcher languages={market.languages} />
}

/** The page's query as one string (order kept), for the rule to pick what travels. */
async function queryOf(searchParams?: SearchParams): Promise<string> {
  const record = (await searchParams) ?? {}
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, v)
  }
  return query.toString()
}

/** A screen rendered per request whose query travels (search's term, filters). */
export async function QueryLanguageSwitch({
  params,
  searchParams,
  route,
}: {
  params: Params
  searchParams: SearchParams
  route: string
}) {
  const [{ market }, query] = await Promise.all([pageContext(params), queryOf(searchParams)])
  if (market.languages.length < 2) return null
  return <LanguageSwitcher languages={market.languages} page={{ route, query }} />
}

/**
 * The switch of a story page (content, listing with a query, documentation): each language leads to the
 * story's own path in it (spec 01 §2); `route` is the first internal segment (content, listing,
 * documentation), `folder` the story folder the route stands for.
 */
export async function ContentLanguageSwitch({
  params,
  route,
  folder,
  searchParams,
}: {
  params: SlugParams
  route: string
  folder?: string
  searchParams?: SearchParams
}) {
  const [{ market, language }, { slug }, query] = await Promise.all([
    pageContext(params),
    params,
    queryOf(searchParams),
  ])
  if (market.languages.length < 2) return null
  const path = [folder, slugKey(slug)].filter(Boolean).join('/')
  let targets: Record<string, string> | undefined
  try {
    const story = await loadPageStory(path, language, { market })
    if (story) targets = contentLanguageTargets(story, market.languages)
  } catch (error) {
    // The page itself reports the content service's failure; the switch falls back to the home page.
    console.warn(`[content] language switch of /${language}/${path}/ without translated slugs`, error)
  }
  return (
    <LanguageSwitcher
      languages={market.languages}
      page={{ route: routeKey([route, ...slug]), ...(targets ? { targets } : {}), query }}
    />
  )
}

/** The switch of a product page: the product under its own slug in each language (spec 01 §2). */
export async function ProductLanguageSwitch({ params }: { params: ProductParams }) {
  const [{ market }, { pdp, variant }] = await Promise.all([pageContext(params), params])
  if (market.languages.length < 2) return null
  const id = productIdFromPdp(pdp)
  const targets: Partial<Record<Language, string>> = {}
  if (id !== null) {
    await Promise.all(
      market.languages.map(async (language) => {
        const product = await loadProduct(id, language, market.currency)
        if (product) targets[language] = screenPath('/p/[pdp]', language, { pdp: productPdp(product) })
      }),
    )
  }
  return (
    <LanguageSwitcher
      languages={market.languages}
      page={{ route: routeKey(variant ? ['p', pdp, variant] : ['p', pdp]), targets }}
    />
  )
}

/**
 * Home page (/{lang}/): the content service's home story; the shop's own welcome while there is none.
 * Either way it describes the shop as a WebSite with its search (structured data).
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { flavourRules, type Language, type Market } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import { websiteJsonLd } from '@/lib/content/rules/seo/website'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { loadPageStory } from '@/lib/content/server/page-story'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'
import { JsonLd } from '@/components/content/blocks/kit/JsonLd'

// Static and cached; the visual editor's requests (`_storyblok`) go to preview/[[...slug]] instead.
export const revalidate = 300

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { market, language } = await pageContext(params)
  const story = await loadPageStory('', language)
  return story
    ? { ...storyMetadata(story, market, language), title: { absolute: flavourRules.brandName } }
    : {}
}

function WebSiteData({ market, language }: { market: Market; language: Language }) {
  const data = websiteJsonLd({
    origin: marketOrigin(market),
    homePath: `/${language}/`,
    searchPath: withTrailingSlash(getPathname({ href: '/search', locale: language })),
    name: flavourRules.brandName,
    language,
  })
  return <JsonLd data={data} />
}

export default async function HomePage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const story = await loadPageStory('', language)
  // `?redirect=goodbye` (spec 01 §2) is shown by the layout's redirect notices, on every page.
  if (story)
    return (
      <>
        <WebSiteData market={market} language={language} />
        <StoryPage story={story} market={market} language={language} path={`/${language}/`} />
      </>
    )
  const t = await getTranslations({ locale: language, namespace: 'screens' })
  const nav = await getTranslations({ locale: language, namespace: 'common.nav' })
  return (
    <article className="screen home">
      <WebSiteData market={market} language={language} />
      <header className="hero">
        <h1>{t('home.title', { brand: flavourRules.brandName })}</h1>
        <p className="screen__intro">{t('home.intro')}</p>
      </header>
      <nav aria-label={t('home.links')} className="tiles">
        <Link href="/search" className="tile">
          {nav('search')}
        </Link>
        {market.options.hasWishlist && (
          <Link href="/wishlist" className="tile">
            {nav('wishlist')}
          </Link>
        )}
        <Link href="/basket" className="tile">
          {nav('basket')}
        </Link>
        <Link href="/account" className="tile">
          {nav('account')}
        </Link>
        <Link href="/contact" className="tile">
          {nav('contact')}
        </Link>
      </nav>
    </article>
  )
}

/** Home page (/{lang}/): the content service's home story; the shop's own welcome while there is none. */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { flavourRules } from '@/lib/config'
import { Link } from '@/lib/i18n/navigation'
import { loadPageStory } from '@/lib/content/server/page-story'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'
import { LazyGoodbyeToast } from '@/components/profile/LazyGoodbyeToast'

// Static and cached; the visual editor's requests (`_storyblok`) go to preview/[[...slug]] instead.
export const revalidate = 300

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { market, language } = await pageContext(params)
  const story = await loadPageStory('', language)
  return story
    ? { ...storyMetadata(story, market, language), title: { absolute: flavourRules.brandName } }
    : {}
}

export default async function HomePage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const story = await loadPageStory('', language)
  // Spec 01 §2: `?redirect=goodbye` (after account deletion) shows an info toast, read in the browser.
  const profile = await getTranslations({ locale: language, namespace: 'profile' })
  const goodbye = <LazyGoodbyeToast message={profile('goodbye')} />
  if (story)
    return (
      <>
        {goodbye}
        <StoryPage story={story} market={market} language={language} path={`/${language}/`} />
      </>
    )
  const t = await getTranslations({ locale: language, namespace: 'screens' })
  const nav = await getTranslations({ locale: language, namespace: 'common.nav' })
  return (
    <article className="screen home">
      {goodbye}
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

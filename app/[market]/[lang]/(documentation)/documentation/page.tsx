/**
 * Documentation overview (/{lang}/documentation/, in the documentation layout of spec 01 §2): a link to
 * the UI kit. The editorial documentation pages are content stories, served by ./[...slug]/page.tsx.
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { Screen, screenTitle } from '@/components/layout/Screen'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'documentation') }
}

export default async function DocumentationIndexPage({ params }: { params: MarketLangParams }) {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'screens.documentation' })
  const common = await getTranslations({ locale: language, namespace: 'common.documentation' })
  return (
    <Screen language={language} screen="documentation">
      <ul className="link-list">
        <li>
          <Link href="/documentation/ui-kit">{common('uiKit')}</Link>
          <span> – {t('uiKit')}</span>
        </li>
      </ul>
    </Screen>
  )
}

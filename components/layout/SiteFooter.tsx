/** The shop footer with the footer story's links, hotline and trademark notice (spec 02 §2, §3). */
import type { Language, Market } from '@/lib/config'
import { loadFooterNavigation } from '@/lib/content/server/layout'
import { FooterView } from './FooterView'

export async function SiteFooter({
  market,
  language,
  minimal,
}: {
  market: Market
  language: Language
  minimal?: boolean
}) {
  const navigation = await loadFooterNavigation(language, market)
  return (
    <FooterView market={market} navigation={navigation} year={new Date().getFullYear()} minimal={minimal} />
  )
}

import 'server-only'

/**
 * Renders an account or order mail in the recipient's language (de, fr, nl) with the running flavour's brand:
 * the texts of messages/{lang}/mail.json through next-intl's createTranslator, outside React.
 */
import { createTranslator } from 'next-intl'
import { flavourRules, LANGUAGES, shopConfig, type Language } from '@/lib/config'
import { SELLERS, type SellerDetails } from '@/lib/config/invoice'
import type { FlavourRules } from '@/lib/config/flavours'
import { loadMessages } from '@/lib/i18n/messages'
import type { MailData, MailKind } from '../rules/kinds'
import type { RenderedMail } from '../rules/layout'
import { renderMail, type MailBrand, type MailTranslate } from '../rules/templates'

export const brandOf = (rules: Pick<FlavourRules, 'brandName' | 'theme'>): MailBrand => ({
  name: rules.brandName,
  theme: rules.theme,
})

/** A language the shop has no texts in (the outbox accepts any code) gets the first shop language. */
export function mailLanguage(language: string): Language {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : LANGUAGES[0]
}

export async function renderMailIn<K extends MailKind>(
  kind: K,
  language: string,
  data: MailData<K>,
  brand: MailBrand = brandOf(flavourRules),
  seller: SellerDetails = SELLERS[shopConfig.flavour],
): Promise<RenderedMail> {
  const locale = mailLanguage(language)
  const messages = await loadMessages(locale)
  const translate = createTranslator({ locale, messages, namespace: 'mail' }) as unknown as MailTranslate
  const checkout = createTranslator({ locale, messages, namespace: 'checkout' }) as unknown as MailTranslate
  return renderMail(kind, data, {
    language: locale,
    brand,
    translate,
    order: { checkout, seller, language: locale },
  })
}

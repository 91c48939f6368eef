/** `newsletter`: the newsletter sign-up with salutation, names, email and consent (spec 02 §5, §7). */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { MARKET_DEFINITIONS } from '@/lib/config/markets'
import { resolveLink } from '@/lib/content/rules/links'
import { NEWSLETTER_ERRORS } from '@/lib/newsletter/rules/form'
import { GENDERS } from '@/lib/newsletter/rules/salutation'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { linkAttributes } from './kit/ContentLink'
import { headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import type { NewsletterLabels } from './NewsletterForm'
import { NewsletterForm } from './lazy-clients'
import styles from './Newsletter.module.css'

const fields = z.looseObject({
  headline: text,
  headline_level: field,
  text,
  /** Where the sign-up came from, for the newsletter service's reports. */
  source: text,
  privacy_link: field,
})

const DEFAULT_SOURCE = 'content-newsletter-block'
const SOURCE = /^[\w.:-]{1,64}$/

export function Newsletter({ blok, context }: BlockProps) {
  const t = useTranslations('content.newsletter')
  const data = readFields(fields, blok)
  const shopId = MARKET_DEFINITIONS.find((market) => market.code === context.market.code)?.shopId
  if (!data || shopId === undefined) return null
  const privacy = resolveLink(data.privacy_link, context.language)
  const labels: NewsletterLabels = {
    salutation: t('salutation'),
    salutationPlaceholder: t('salutationPlaceholder'),
    salutations: Object.fromEntries(
      GENDERS.map((g) => [g, t(`salutations.${g}`)]),
    ) as NewsletterLabels['salutations'],
    firstName: t('firstName'),
    lastName: t('lastName'),
    email: t('email'),
    consent: privacy
      ? t.rich('consentWithPrivacy', {
          privacy: (chunks) => (
            <a href={privacy.href} {...linkAttributes(privacy)}>
              {chunks}
            </a>
          ),
        })
      : t('consent'),
    submit: t('submit'),
    sending: t('sending'),
    success: t('success'),
    failure: t('failure'),
    required: t('required'),
    errors: Object.fromEntries(
      Object.keys(NEWSLETTER_ERRORS).map((key) => [key, t(`errors.${key}`)]),
    ) as NewsletterLabels['errors'],
  }
  return (
    <section className={styles.newsletter} {...editableAttributes(blok, context.preview)}>
      <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
        {data.headline ?? t('headline')}
      </Heading>
      {data.text && <p className={styles.text}>{data.text}</p>}
      <NewsletterForm
        labels={labels}
        shopId={shopId}
        language={context.language}
        source={data.source && SOURCE.test(data.source) ? data.source : DEFAULT_SOURCE}
      />
    </section>
  )
}

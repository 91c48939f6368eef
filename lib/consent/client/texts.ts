import 'client-only'
/**
 * The banner's texts, categories and services (spec 02 §3 layout data), fetched only when the banner
 * opens so returning visitors never load them; the editors' version when the content service has them,
 * else the shop's own message texts with the services the shop's code knows.
 */
import { callJson } from '@/lib/http/client/json'
import type { ConsentTextsWithLinks } from '@/lib/content/rules/session-layout'
import type { ConsentCategoryInput } from '../rules/categories'
import { CONSENT_SERVICE } from '../rules/model'

export type { ConsentTextsWithLinks }

let pending: Promise<ConsentTextsWithLinks | null> | undefined

export function fetchConsentTexts(language: string): Promise<ConsentTextsWithLinks | null> {
  pending ??= callJson<{ texts: ConsentTextsWithLinks | null }>(
    `/api/consent/texts/?locale=${encodeURIComponent(language)}`,
  )
    .then((answer) => answer.texts)
    .catch(() => {
      pending = undefined
      return null
    })
  return pending
}

/** The fallback's categories: the service names of the shop's code, titled by `title(name)`. */
export function fallbackCategoryInputs(text: (key: string) => string): ConsentCategoryInput[] {
  const service = (name: string, attTracking = false) => ({
    name,
    title: text(`services.${name}`),
    attTracking,
  })
  return [
    {
      group: 'necessary',
      title: text('groups.necessary.title'),
      text: text('groups.necessary.text'),
      required: true,
      defaultValue: true,
      services: [service(CONSENT_SERVICE.session), service(CONSENT_SERVICE.consent)],
    },
    {
      group: 'statistics',
      title: text('groups.statistics.title'),
      text: text('groups.statistics.text'),
      required: false,
      defaultValue: false,
      services: [service(CONSENT_SERVICE.analytics), service(CONSENT_SERVICE.tagManager)],
    },
    {
      group: 'marketing',
      title: text('groups.marketing.title'),
      text: text('groups.marketing.text'),
      required: false,
      defaultValue: false,
      services: [
        service(CONSENT_SERVICE.recommendations),
        service(CONSENT_SERVICE.sovendus),
        service(CONSENT_SERVICE.affiliate, true),
      ],
    },
  ]
}

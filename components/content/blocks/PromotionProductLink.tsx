/** Where the promotion blocks' products link to: their product page, or that page with action=addToCart. */
import type { Language } from '@/lib/config'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'

/** The product page address of a promotion block's product, as cards build it (spec 01 §2). */
export function promoProductHref(language: Language, pdp: string): string {
  return withTrailingSlash(getPathname({ locale: language, href: { pathname: '/p/[pdp]', params: { pdp } } }))
}

/** Spec 02 §4: personalised products and those needing a choice are added on their page. */
export function addOnPageHref(href: string): string {
  return `${href}?action=addToCart`
}

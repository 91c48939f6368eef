/**
 * Structured data that belongs to a content page as a whole rather than to one block: one FAQPage with
 * the questions of all the page's FAQ blocks (Google reads one FAQPage per page). Derived from the
 * story of this request alone, so nothing is shared between requests.
 */
import type { Market } from '@/lib/config'
import { faqBlocksOf, faqPageJsonLd } from '@/lib/content/rules/seo/faq'
import { faqBlockQuestions } from './blocks/Faq'
import { JsonLd } from './blocks/kit/JsonLd'

interface Props {
  content: unknown
  market: Pick<Market, 'options'>
}

export function PageStructuredData({ content, market }: Props) {
  // Spec 01 §1: where the market has the FAQ off, its blocks render nothing, so nothing is described.
  const faq = market.options.faq ? faqPageJsonLd(faqBlocksOf(content).flatMap(faqBlockQuestions)) : null
  return faq ? <JsonLd data={faq} /> : null
}

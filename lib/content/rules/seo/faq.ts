/**
 * One FAQPage per page (Google's FAQ documentation: the page is one FAQ): the questions of every `faq`
 * block of a story, in content order, each question once. The page emits it, not the blocks, so a page
 * with three FAQ blocks still has one FAQPage.
 */
import { findBlocks, type BlockFields } from './blocks'

export const FAQ_BLOCK = 'faq'

export interface FaqQuestion {
  question: string
  /** The answer as plain text. */
  answer: string
}

/** Every FAQ block in the story's content, in content order (nested ones too: grids, tabs, columns). */
export function faqBlocksOf(content: unknown): BlockFields[] {
  return findBlocks(content, FAQ_BLOCK)
}

/** The FAQPage of a page's questions; null when there is none to describe. */
export function faqPageJsonLd(questions: readonly FaqQuestion[]) {
  const seen = new Set<string>()
  const unique = questions.filter((entry) => {
    const key = entry.question.trim().toLowerCase()
    if (!key || !entry.answer.trim() || seen.has(key)) return false
    seen.add(key)
    return true
  })
  if (unique.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: unique.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}

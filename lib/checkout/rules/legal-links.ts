/**
 * The legal pages the checkout links to (issue 11 item 2: terms and withdrawal notice; spec 01 §2 content
 * pages): the content stories `agb` (terms, with the withdrawal instructions) and `datenschutz` (privacy)
 * at their translated slugs (content/stories/*.json translated_slugs).
 */
import type { Language } from '@/lib/config/markets'

export const LEGAL_PATHS: Record<Language, { terms: string; privacy: string }> = {
  de: { terms: '/de/agb/', privacy: '/de/datenschutz/' },
  fr: { terms: '/fr/cgv/', privacy: '/fr/protection-des-donnees/' },
  nl: { terms: '/nl/algemene-voorwaarden/', privacy: '/nl/privacy/' },
}

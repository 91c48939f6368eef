/**
 * The language switch of a content page: each of the market's languages leads to the story's own path
 * in that language (spec 01 §2 translated slugs), the same paths the hreflang alternates name.
 */
import type { Language } from '@/lib/config/markets'
import { languageSwitchTargets, type StoryPathFields } from './page'

/**
 * The language-switch target per market language. A language whose path cannot be built (an unsafe
 * slug) leads to that language's home page rather than to nowhere.
 */
export function contentLanguageTargets(
  story: StoryPathFields,
  languages: readonly Language[],
): Record<Language, string> {
  const targets = languageSwitchTargets(story, languages)
  return Object.fromEntries(languages.map((l) => [l, targets[l] ?? `/${l}/`])) as Record<Language, string>
}

function decodeOnce(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * A route's slug parameter as one comparable key. The router hands segments over encoded on one side
 * and decoded on the other; both read the same here, so a switch computed for a page is recognised on
 * it and ignored on any other page.
 */
export function slugKey(slug: string | readonly string[] | undefined): string {
  if (slug === undefined) return ''
  const segments = typeof slug === 'string' ? slug.split('/') : slug
  return segments
    .filter(Boolean)
    .map((s) => decodeOnce(s).normalize('NFC'))
    .join('/')
}

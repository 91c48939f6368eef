/**
 * The header search's options (suggestions while typing): the suggestion groups flattened into one list
 * the arrow keys walk, ending with "all results". Pure, so keyboard rules are table-tested.
 */
import type { Suggestions } from '@/lib/catalog/server/search/suggest'

export const SUGGEST = {
  /** Fewer characters suggest too much to help. */
  minLength: 2,
  debounceMs: 200,
} as const

export type SuggestionGroup = 'products' | 'categories' | 'pages'
export const SUGGESTION_GROUPS: readonly SuggestionGroup[] = ['products', 'categories', 'pages']

export interface SuggestionOption {
  key: string
  group: SuggestionGroup | 'all'
  label: string
  href: string
  image?: string | null
  /** A category's parents ('Küche › Kochen'), shown small under its name. */
  detail?: string
}

export function suggestionOptions(
  suggestions: Suggestions | undefined,
  all: { label: string; href: string } | null,
): SuggestionOption[] {
  const options: SuggestionOption[] = []
  for (const p of suggestions?.products ?? [])
    options.push({ key: `p${p.id}`, group: 'products', label: p.name, href: p.href, image: p.image })
  for (const c of suggestions?.categories ?? []) {
    const parents = c.path.slice(0, -1).map((step) => step.name)
    options.push({
      key: `c${c.id}`,
      group: 'categories',
      label: c.name,
      href: c.href,
      detail: parents.length > 0 ? parents.join(' › ') : undefined,
    })
  }
  for (const page of suggestions?.pages ?? [])
    options.push({ key: `s${page.href}`, group: 'pages', label: page.title, href: page.href })
  if (all && options.length > 0) options.push({ key: 'all', group: 'all', ...all })
  return options
}

/**
 * The next active option for an arrow key; -1 is the text field itself (no option active). Past either
 * end the focus returns to the text, as in the ARIA practices' combobox with list autocomplete.
 */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return current >= count - 1 ? -1 : current + 1
  return current === -1 ? count - 1 : current - 1
}

/** The suggestion API's address (app/api/shop/search/suggest). */
export function suggestUrl(language: string, q: string): string {
  return `/api/shop/search/suggest/?${new URLSearchParams({ locale: language, q }).toString()}`
}

/** True when the text is long enough to ask for suggestions. */
export function wantsSuggestions(q: string): boolean {
  return q.trim().length >= SUGGEST.minLength
}

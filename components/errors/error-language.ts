/** The language of the global error page, which knows only the address (app/global-error.tsx). */
import { LANGUAGES, type Language } from '@/lib/config/markets'

export const FALLBACK_LANGUAGE: Language = LANGUAGES[0]

/** The shop language of an address: its first path segment when that is a configured language. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? ''
  return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : FALLBACK_LANGUAGE
}

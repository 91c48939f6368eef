import type { Language } from '@/lib/config/markets'
import de from './de/errors.json'
import fr from './fr/errors.json'
import nl from './nl/errors.json'

export type ErrorMessages = typeof de

/**
 * The errors namespace of every language, for the answers that render without next-intl: the proxy's
 * rejection page and the root error page. Typed by LANGUAGES, so a new language cannot be left out.
 */
export const ERROR_MESSAGES: Record<Language, ErrorMessages> = { de, fr, nl }

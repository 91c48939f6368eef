/**
 * next-intl's view of the routes: used for links and for reading the language on the server.
 * Inbound requests are resolved by our own proxy (lib/routing), which also knows the market.
 */
import { defineRouting } from 'next-intl/routing'
import { LANGUAGES } from '@/lib/config/markets'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '@/lib/config/constants'
import { PATHNAMES } from './pathnames'

export const routing = defineRouting({
  locales: LANGUAGES,
  defaultLocale: 'de',
  localePrefix: 'always',
  localeCookie: { name: LANGUAGE_COOKIE, maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 },
  pathnames: PATHNAMES,
})

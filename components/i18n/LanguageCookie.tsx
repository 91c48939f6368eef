'use client'

/**
 * Records the page's language in the language cookie (lib/routing/rules/language-cookie.ts), from the
 * browser: the server answer stays free of cookies, so shared caches may keep it (issue 13 item 7).
 * Renders nothing.
 */
import { useEffect } from 'react'
import { useLocale } from 'next-intl'
import { languageCookieUpdate } from '@/lib/routing/rules/language-cookie'

export function LanguageCookie() {
  const language = useLocale()
  useEffect(() => {
    const update = languageCookieUpdate(document.cookie, language, window.location.protocol === 'https:')
    if (update) document.cookie = update
  }, [language])
  return null
}

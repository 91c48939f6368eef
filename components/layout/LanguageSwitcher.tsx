'use client'

import { useParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { Link, usePathname } from '@/lib/i18n/navigation'
import type { Language } from '@/lib/config/markets'

/** Links to the same screen in the market's other languages (content pages use translated slugs later). */
export function LanguageSwitcher({ languages }: { languages: Language[] }) {
  const t = useTranslations('common')
  const current = useLocale()
  const pathname = usePathname()
  // The internal market and language segments are not screen parameters.
  const { market, lang, ...params } = useParams<Record<string, string | string[]>>()
  void market
  void lang
  const isContent = pathname.startsWith('/content')
  return (
    <nav aria-label={t('language')} className="language-switcher">
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <Link
              // Dynamic screens keep their parameters; unknown screens fall back to the language's home.
              href={(isContent ? '/' : { pathname, params }) as never}
              locale={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              lang={language}
            >
              {t(`languageNames.${language}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

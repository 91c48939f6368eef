'use client'

/**
 * Links to the same page in the market's other languages (spec 01 §2). The page is the route of the
 * layout's CurrentRoute; the addresses come from lib/i18n/rules/language-switch.ts. What the page's
 * `@languages` slot computed on the server (a story's translated slugs, a product's slugs, the query)
 * is used only on the route it was computed for: after a client navigation to a route without a slot
 * page, the slot still holds the previous page's switch.
 */
import NextLink from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import type { Language } from '@/lib/config/markets'
import {
  languageSwitchHref,
  routeKey,
  switchRoute,
  type SwitchPageData,
} from '@/lib/i18n/rules/language-switch'
import { useCurrentRouteSegments } from './CurrentRoute'

interface Props {
  languages: readonly Language[]
  page?: SwitchPageData
}

export function LanguageSwitcher({ languages, page }: Props) {
  const t = useTranslations('common')
  const current = useLocale()
  const segments = useCurrentRouteSegments() ?? []
  const route = switchRoute(segments)
  const known = page && page.route === routeKey(segments) ? page : undefined
  return (
    <nav aria-label={t('language')} className="language-switcher">
      <ul>
        {languages.map((language) => (
          <li key={language}>
            <NextLink
              href={languageSwitchHref(route, language, known)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
            >
              <LanguageName language={language} name={t(`languageNames.${language}`)} />
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A phone's header shows the language code ("FR"), wide screens the name ("Français"); the name is
 * always read out, after the code where that shows, so the visible text stays part of the link's name.
 */
function LanguageName({ language, name }: { language: Language; name: string }) {
  return (
    <>
      <span className="language-switcher__code">{language.toUpperCase()}</span>{' '}
      <span className="language-switcher__name">{name}</span>
    </>
  )
}

'use client'

/**
 * Links to the same page in the market's other languages. A content page leads to its story's
 * translated slug (spec 01 §2); a screen keeps its screen and parameters. The content targets are
 * used only on the page they were computed for: after a client navigation to a screen, a layout slot
 * may still hold the previous page's switch.
 */
import NextLink from 'next/link'
import { useParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { Link, usePathname } from '@/lib/i18n/navigation'
import type { Language } from '@/lib/config/markets'
import { slugKey } from '@/lib/content/rules/navigation-language'

/** A content page's own paths per language (translated slugs), for the page whose slug is `slug`. */
export interface ContentLanguageTargets {
  slug: string
  targets: Partial<Record<Language, string>>
}

interface Props {
  languages: readonly Language[]
  content?: ContentLanguageTargets
}

export function LanguageSwitcher({ languages, content }: Props) {
  const t = useTranslations('common')
  const current = useLocale()
  const pathname = usePathname()
  // The internal market and language segments are not screen parameters.
  const { market, lang, ...params } = useParams<Record<string, string | string[]>>()
  void market
  void lang
  const targets = content && slugKey(params.slug) === content.slug ? content.targets : undefined
  // A content path without known targets (no story: the 404 page) leads to the language's home page.
  const screen = pathname.startsWith('/content') ? '/' : { pathname, params }
  return (
    <nav aria-label={t('language')} className="language-switcher">
      <ul>
        {languages.map((language) => {
          const attributes = {
            hrefLang: language,
            lang: language,
            'aria-current': language === current ? ('true' as const) : undefined,
          }
          const target = targets?.[language]
          return (
            <li key={language}>
              {target ? (
                <NextLink href={target} {...attributes}>
                  <LanguageName language={language} name={t(`languageNames.${language}`)} />
                </NextLink>
              ) : (
                <Link href={screen as never} locale={language} {...attributes}>
                  <LanguageName language={language} name={t(`languageNames.${language}`)} />
                </Link>
              )}
            </li>
          )
        })}
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

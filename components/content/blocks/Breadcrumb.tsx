/**
 * `breadcrumb`: where the page sits, from the block's own items or else from the page path, with
 * BreadcrumbList structured data. The last crumb is the current page and links nowhere.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { Language } from '@/lib/config/markets'
import { resolveLink } from '@/lib/content/rules/links'
import { breadcrumbJsonLd } from '@/lib/content/rules/seo/breadcrumb'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentLink } from './kit/ContentLink'
import { blocksOf, flag, readFields, text } from './kit/fields'
import { JsonLd } from './kit/JsonLd'
import styles from './Breadcrumb.module.css'

export interface Crumb {
  label: string
  /** Missing for the current page and for entries whose link could not be made safe. */
  href?: string
  /** The content's own link value, kept so it renders through the safe-link component. */
  link?: unknown
}

function segmentLabel(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // A malformed escape stays as written.
  }
  const words = decoded.replace(/[-_+]+/g, ' ').trim()
  return words.charAt(0).toLocaleUpperCase() + words.slice(1)
}

/**
 * Crumbs from the shop path of the page (`/de/ratgeber/ordnung-in-der-kueche/`): one per folder, named
 * after its slug, the last one being the page itself (its label from `currentLabel` when given). The
 * language folder is the home crumb, which the caller adds.
 */
export function crumbsFromPath(path: string, language: Language, currentLabel?: string): Crumb[] {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean)
  if (segments[0] === language) segments.shift()
  return segments.map((segment, index) => {
    const last = index === segments.length - 1
    return {
      label: last && currentLabel ? currentLabel : segmentLabel(segment),
      href: last ? undefined : `/${language}/${segments.slice(0, index + 1).join('/')}/`,
    }
  })
}

const itemFields = z.looseObject({ label: text, link: z.unknown() })

const fields = z.looseObject({
  items: blocksOf('breadcrumb_item'),
  /** The current page's name when the crumbs come from the path (slugs lose umlauts and accents). */
  current_label: text,
  hide_home: flag,
})

export function Breadcrumb({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.breadcrumb')
  const data = readFields(fields, blok)
  if (!data) return null
  const { language } = context
  const own = data.items.flatMap((item): Crumb[] => {
    const entry = readFields(itemFields, item)
    if (!entry?.label) return []
    return [{ label: entry.label, href: resolveLink(entry.link, language)?.href, link: entry.link }]
  })
  const trail = own.length > 0 ? own : crumbsFromPath(context.path, language, data.current_label)
  const home: Crumb = { label: t('home'), href: `/${language}/` }
  const crumbs = data.hide_home || trail[0]?.href === home.href ? trail : [home, ...trail]
  if (crumbs.length < 2 && own.length === 0) return null

  return (
    <nav aria-label={t('label')} className={styles.breadcrumb} {...editableAttributes(blok, context.preview)}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {current || !crumb.href ? (
                <span aria-current={current ? 'page' : undefined} className={styles.current}>
                  {crumb.label}
                </span>
              ) : (
                <ContentLink
                  link={crumb.link ?? { linktype: 'url', url: crumb.href }}
                  language={language}
                  className={styles.link}
                >
                  {crumb.label}
                </ContentLink>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd
        data={breadcrumbJsonLd(
          crumbs.map((crumb) => ({ name: crumb.label, href: crumb.href })),
          context.origin,
        )}
      />
    </nav>
  )
}

/** The `header` and `nav_item` blocks of the layout story (spec 02 §3) and the nav list the footer shares. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import type { Block } from '@/lib/content/rules/types'
import type { BlockContext, BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentLink } from './kit/ContentLink'
import { blocksOf, readFields, text, field } from './kit/fields'
import styles from './Header.module.css'

const NAV_ITEM = 'nav_item'
const navItemFields = z.looseObject({ label: text, link: field, children: blocksOf(NAV_ITEM) })
const headerFields = z.looseObject({ navigation: blocksOf(NAV_ITEM) })

/** One entry of a navigation list; items without a label or a usable link are left out. */
export function NavListItem({
  blok,
  context,
  depth = 0,
}: {
  blok: Block
  context: BlockContext
  depth?: number
}) {
  const data = readFields(navItemFields, blok)
  if (!data?.label) return null
  const children = depth === 0 ? data.children : []
  // A parent without a link of its own still groups its children; a leaf without a link is nothing.
  if (children.length === 0 && !resolveLink(data.link, context.language)) return null
  return (
    <li className={styles.item} {...editableAttributes(blok, context.preview)}>
      <ContentLink
        link={data.link}
        language={context.language}
        currentPath={context.path}
        className={styles.link}
        fallback={<span className={styles.link}>{data.label}</span>}
      >
        {data.label}
      </ContentLink>
      {children.length > 0 && (
        <ul className={styles.sub}>
          {children.map((child) => (
            <NavListItem key={child._uid} blok={child} context={context} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** `nav_item` on its own (outside a header or footer list): a single link. */
export function NavItem({ blok, context }: BlockProps) {
  const data = readFields(navItemFields, blok)
  if (!data?.label || !resolveLink(data.link, context.language)) return null
  return (
    <span className={styles.standalone} {...editableAttributes(blok, context.preview)}>
      <ContentLink link={data.link} language={context.language} currentPath={context.path}>
        {data.label}
      </ContentLink>
    </span>
  )
}

/**
 * `header`: the main navigation from the layout story (spec 02 §3 session layout data). Sub-items open
 * on hover and on keyboard focus, so every link is reachable without script.
 */
export function Header({ blok, context }: BlockProps) {
  const t = useTranslations('content.header')
  const data = readFields(headerFields, blok)
  if (!data || data.navigation.length === 0) return null
  return (
    <nav className={styles.nav} aria-label={t('navigation')} {...editableAttributes(blok, context.preview)}>
      <ul className={styles.list}>
        {data.navigation.map((item) => (
          <NavListItem key={item._uid} blok={item} context={context} />
        ))}
      </ul>
    </nav>
  )
}

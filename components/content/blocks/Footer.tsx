/** The `footer` and `footer_column` blocks of the layout story (spec 02 §3): link columns and copyright. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { Block } from '@/lib/content/rules/types'
import type { BlockContext, BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocksOf, headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import { NavListItem } from './Header'
import styles from './Footer.module.css'

const columnFields = z.looseObject({
  headline: text,
  headline_level: field,
  links: blocksOf('nav_item'),
})
const footerFields = z.looseObject({ columns: blocksOf('footer_column'), copyright: text })

function Column({ blok, context }: { blok: Block; context: BlockContext }) {
  const data = readFields(columnFields, blok)
  if (!data || (!data.headline && data.links.length === 0)) return null
  return (
    <div className={styles.column} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      {data.links.length > 0 && (
        <ul className={styles.links}>
          {data.links.map((link) => (
            // Footer lists are flat: nested items of a nav_item are the header's business.
            <NavListItem key={link._uid} blok={link} context={context} depth={1} />
          ))}
        </ul>
      )}
    </div>
  )
}

/** `footer_column` on its own: a headline over a list of links. */
export function FooterColumn({ blok, context }: BlockProps) {
  return <Column blok={blok} context={context} />
}

/** `footer`: the link columns and the copyright line from the layout story (spec 02 §3). */
export function Footer({ blok, context }: BlockProps) {
  const t = useTranslations('content.footer')
  const data = readFields(footerFields, blok)
  if (!data || (data.columns.length === 0 && !data.copyright)) return null
  return (
    <div className={styles.footer} {...editableAttributes(blok, context.preview)}>
      {data.columns.length > 0 && (
        <nav className={styles.columns} aria-label={t('navigation')}>
          {data.columns.map((column) => (
            <Column key={column._uid} blok={column} context={context} />
          ))}
        </nav>
      )}
      {data.copyright && <p className={styles.copyright}>{data.copyright}</p>}
    </div>
  )
}

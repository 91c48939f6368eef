/** The `accordion` and `accordion_item` blocks (spec 01 §2), and the Disclosure the `faq` block shares. */
import type { ReactNode } from 'react'
import { z } from 'zod'
import type { Block } from '@/lib/content/rules/types'
import type { BlockContext, BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocks, flag, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import { RichTextField } from './kit/RichTextField'
import styles from './Accordion.module.css'

interface DisclosureProps {
  summary: string
  children: ReactNode
  /** Disclosures sharing a name open one at a time (the browser closes the others). */
  name?: string
  open?: boolean
  attributes?: Record<string, string>
}

/**
 * One expandable section on the native details element: keyboard, screen readers and find-in-page
 * work without JavaScript, and the answer is in the HTML for search engines.
 */
export function Disclosure({ summary, children, name, open, attributes }: DisclosureProps) {
  return (
    <details className={styles.item} name={name} open={open || undefined} {...attributes}>
      <summary className={styles.summary}>
        <span className={styles.summaryText}>{summary}</span>
        <svg viewBox="0 0 24 24" className={styles.chevron} aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  )
}

const itemFields = z.looseObject({
  title: text,
  text: z.unknown(),
  body: blocks,
})

function renderItem(blok: Block, context: BlockContext, group?: string, open?: boolean) {
  const data = readFields(itemFields, blok)
  if (!data?.title) return null
  return (
    <Disclosure
      key={blok._uid}
      summary={data.title}
      name={group}
      open={open}
      attributes={editableAttributes(blok, context.preview)}
    >
      <RichTextField document={data.text} context={context} />
      {context.render(data.body)}
    </Disclosure>
  )
}

/** `accordion_item`: a title that opens its text and blocks. */
export function AccordionItem({ blok, context }: BlockProps) {
  return renderItem(blok, context)
}

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  items: blocks,
  /** Only one item open at a time. */
  single_open: flag,
  open_first: flag,
})

/** `accordion`: a list of expandable items, optionally one open at a time and the first open at start. */
export function Accordion({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data || data.items.length === 0) return null
  const group = data.single_open ? `accordion-${blok._uid}` : undefined
  return (
    <section className={styles.accordion} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <div className={styles.items}>
        {data.items.map((item, index) =>
          item.component === 'accordion_item' ? (
            renderItem(item, context, group, data.open_first && index === 0)
          ) : (
            <div key={item._uid}>{context.render([item])}</div>
          ),
        )}
      </div>
    </section>
  )
}

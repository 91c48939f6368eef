/**
 * `faq`: questions and answers. Spec 01 §1: the FAQ is a per-market switch (off in the fr and nl markets
 * of the home variant); where it is off the block renders nothing. The FAQPage structured data is the
 * page's, from all its FAQ blocks together (PageStructuredData), so a page never has two.
 */
import { z } from 'zod'
import { childNodes, readNode, type RichTextNode } from '@/components/content/richtext/schema'
import type { FaqQuestion } from '@/lib/content/rules/seo/faq'
import type { Block } from '@/lib/content/rules/types'
import type { BlockContext, BlockProps } from './types'
import { Disclosure } from './Accordion'
import { editableAttributes } from './editable'
import { blocksOf, flag, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import { RichTextField } from './kit/RichTextField'
import styles from './Faq.module.css'

const BLOCK_NODES = new Set(['paragraph', 'heading', 'list_item', 'blockquote', 'code_block', 'table_row'])
const MAX_DEPTH = 32

/** The words of a rich-text answer for structured data: blocks separated by spaces, no markup at all. */
export function plainText(document: unknown): string {
  if (typeof document === 'string') return document.replace(/\s+/g, ' ').trim()
  const parts: string[] = []
  const walk = (node: RichTextNode, depth: number) => {
    if (depth > MAX_DEPTH) return
    if (node.type === 'text') parts.push(node.text ?? '')
    else if (node.type === 'hard_break') parts.push(' ')
    for (const child of childNodes(node)) walk(child, depth + 1)
    if (BLOCK_NODES.has(node.type)) parts.push(' ')
  }
  const root = readNode(document)
  if (root) walk(root, 0)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

const itemFields = z.looseObject({ question: text, answer: z.unknown() })

interface FaqEntry {
  blok: Block
  question: string
  answer: unknown
}

function readItem(blok: Block): FaqEntry | null {
  const data = readFields(itemFields, blok)
  return data?.question && plainText(data.answer)
    ? { blok, question: data.question, answer: data.answer }
    : null
}

function FaqDisclosure({ entry, context, open }: { entry: FaqEntry; context: BlockContext; open?: boolean }) {
  return (
    <Disclosure
      summary={entry.question}
      open={open}
      attributes={editableAttributes(entry.blok, context.preview)}
    >
      <RichTextField document={entry.answer} context={context} />
    </Disclosure>
  )
}

/** `faq_item`: one question and its answer; nothing where the market has the FAQ switched off. */
export function FaqItem({ blok, context }: BlockProps) {
  const entry = readItem(blok)
  if (!context.market.options.faq || !entry) return null
  return <FaqDisclosure entry={entry} context={context} />
}

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  items: blocksOf('faq_item'),
  open_first: flag,
})

/** The questions of one `faq` block with their answers as plain text, for the page's FAQPage. */
export function faqBlockQuestions(blok: unknown): FaqQuestion[] {
  const items = readFields(fields, blok)?.items ?? []
  return items.flatMap((item) => {
    const entry = readItem(item)
    return entry ? [{ question: entry.question, answer: plainText(entry.answer) }] : []
  })
}

export function Faq({ blok, context }: BlockProps) {
  if (!context.market.options.faq) return null
  const data = readFields(fields, blok)
  const entries = (data?.items ?? []).flatMap((item) => readItem(item) ?? [])
  if (!data || entries.length === 0) return null
  return (
    <section className={styles.faq} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <div className={styles.items}>
        {entries.map((entry, index) => (
          <FaqDisclosure
            key={entry.blok._uid}
            entry={entry}
            context={context}
            open={data.open_first && index === 0}
          />
        ))}
      </div>
    </section>
  )
}

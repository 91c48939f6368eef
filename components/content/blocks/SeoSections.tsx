/** The `seo_sections` and `seo_section` blocks (spec 01 §2): SEO texts in expandable sections. */
import { z } from 'zod'
import type { Block } from '@/lib/content/rules/types'
import type { BlockContext, BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocksOf, flag, headingTag, readFields, text, type HeadingTag, field } from './kit/fields'
import { Heading, subHeading } from './kit/Heading'
import { hasRichText, RichTextField } from './kit/RichTextField'
import styles from './SeoSections.module.css'

const sectionsFields = z.looseObject({
  headline: text,
  headline_level: field,
  sections: blocksOf('seo_section'),
})
const sectionFields = z.looseObject({
  headline: text,
  headline_level: field,
  text: field,
  open: flag,
})

/**
 * One expandable text section. Native details/summary: keyboard and screen readers know it without
 * script, and the text stays in the page for search engines while collapsed.
 */
function Section({ blok, context, level }: { blok: Block; context: BlockContext; level?: HeadingTag }) {
  const data = readFields(sectionFields, blok)
  if (!data?.headline || !hasRichText(data.text)) return null
  return (
    <details
      className={styles.section}
      open={data.open || undefined}
      {...editableAttributes(blok, context.preview)}
    >
      <summary className={styles.summary}>
        <Heading as={level ?? headingTag(data.headline_level, 'h2')} className={styles.title}>
          {data.headline}
        </Heading>
      </summary>
      <div className={styles.text}>
        <RichTextField document={data.text} context={context} />
      </div>
    </details>
  )
}

/** `seo_section`: a single expandable SEO text. */
export function SeoSection({ blok, context }: BlockProps) {
  return <Section blok={blok} context={context} />
}

/** `seo_sections`: SEO texts under a headline, each expandable; section headings sit one level below. */
export function SeoSections({ blok, context }: BlockProps) {
  const data = readFields(sectionsFields, blok)
  if (!data || data.sections.length === 0) return null
  const Tag = headingTag(data.headline_level, 'h2')
  return (
    <section className={styles.sections} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={Tag} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      {data.sections.map((section) => (
        <Section
          key={section._uid}
          blok={section}
          context={context}
          level={data.headline ? subHeading(Tag) : Tag}
        />
      ))}
    </section>
  )
}

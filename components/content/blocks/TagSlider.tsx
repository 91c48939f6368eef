/** `tag_slider`: chips linking to a search or a category, in a row that scrolls sideways. */
import { useTranslations } from 'next-intl'
import NextLink from 'next/link'
import { z } from 'zod'
import type { Language } from '@/lib/config/markets'
import { resolveLink } from '@/lib/content/rules/links'
import { PATHNAMES } from '@/lib/i18n/pathnames'
import { LazySlider as Slider } from '@/components/slider/LazySlider'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentLink } from './kit/ContentLink'
import { blocks, headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './TagSlider.module.css'

const fields = z.looseObject({
  headline: text,
  headline_level: field,
  tags: blocks,
  /** Search terms as one comma-separated text, for editors who only want search links. */
  terms: text,
})
const tagFields = z.looseObject({ label: text, link: field, search_term: text })

const SLIDES_PER_VIEW = { base: 2.6, sm: 3.6, md: 5.2, lg: 7 } as const
const SPACE_BETWEEN = 8
const MAX_TERM_LENGTH = 100

/** The shop's search page for a term, in the page's language (spec 01 §2 route table). */
export function searchHref(term: string, language: Language): string {
  return `/${language}${PATHNAMES['/search'][language]}/?q=${encodeURIComponent(term.slice(0, MAX_TERM_LENGTH))}`
}

interface Tag {
  key: string
  label: string
  /** The tag's own link (a category), when it has one; else it searches for its term. */
  link?: unknown
  term?: string
  editable: Record<string, string>
}

export function TagSlider({ blok, context }: BlockProps) {
  const t = useTranslations('content.tagSlider')
  const data = readFields(fields, blok)
  if (!data) return null
  const tags: Tag[] = [
    ...data.tags.flatMap((tag) => {
      const parsed = readFields(tagFields, tag)
      const label = parsed?.label ?? parsed?.search_term
      if (!parsed || !label) return []
      // A tag whose link cannot be used still searches for its term rather than vanishing.
      const linked = resolveLink(parsed.link, context.language) !== null
      return [
        {
          key: tag._uid,
          label,
          ...(linked ? { link: parsed.link } : { term: parsed.search_term ?? label }),
          editable: editableAttributes(tag, context.preview),
        },
      ]
    }),
    ...(data.terms ?? '')
      .split(',')
      .map((term) => term.trim())
      .filter(Boolean)
      .map((term, index) => ({ key: `term-${index}`, label: term, term, editable: {} })),
  ]
  if (tags.length === 0) return null
  return (
    <div className={styles.tagSlider} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <Slider
        ariaLabel={data.headline ?? t('label')}
        slidesPerView={SLIDES_PER_VIEW}
        spaceBetween={SPACE_BETWEEN}
      >
        {tags.map((tag) => (
          <div key={tag.key} className={styles.slide} {...tag.editable}>
            {tag.term !== undefined ? (
              <NextLink href={searchHref(tag.term, context.language)} className={styles.chip}>
                {tag.label}
              </NextLink>
            ) : (
              <ContentLink
                link={tag.link}
                language={context.language}
                currentPath={context.path}
                className={styles.chip}
              >
                {tag.label}
              </ContentLink>
            )}
          </div>
        ))}
      </Slider>
    </div>
  )
}

/**
 * `author`: who wrote an article, with photo, role and a short bio. The block is the content of an
 * author story (content/stories/autoren), so an article renders its resolved `author` relation with
 * it; a page may also place it with an `author` field pointing at such a story. An unresolved relation
 * (a bare uuid) renders nothing.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { asset, readFields, text } from './kit/fields'
import { RichTextField } from './kit/RichTextField'
import styles from './Author.module.css'

const authorFields = z.looseObject({
  name: text,
  role: text,
  bio: z.unknown(),
  image: asset,
})

/** An author relation after `resolve_relations`: the author's story, whose content is an `author` block. */
const resolvedStory = z.looseObject({
  content: z.looseObject({ component: z.literal('author') }),
})

export function Author({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.author')
  const relation = resolvedStory.safeParse((blok as Record<string, unknown>).author)
  const data = readFields(authorFields, relation.success ? relation.data.content : blok)
  if (!data?.name) return null
  return (
    <aside className={styles.author} aria-label={t('label')} {...editableAttributes(blok, context.preview)}>
      {data.image && (
        <ContentImage asset={data.image} preset="thumbnail" ratio={1} className={styles.photo} decorative />
      )}
      <div className={styles.body}>
        <p className={styles.byline}>
          <span className={styles.kicker}>{t('writtenBy')}</span>{' '}
          {/* The shop has no author pages: a link would lead to a 404, so the name stands alone. */}
          <span className={styles.name}>{data.name}</span>
        </p>
        {data.role && <p className={styles.role}>{data.role}</p>}
        <div className={styles.bio}>
          <RichTextField document={data.bio} context={context} />
        </div>
      </div>
    </aside>
  )
}

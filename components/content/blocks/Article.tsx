/** `article`: a magazine article: title, date and author, intro, teaser image, body; with schema.org data. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { parseCampaignDate } from '@/lib/content/rules/campaign'
import { blogPostingJsonLd } from '@/lib/content/rules/seo/article'
import { normalizeImageSource } from '@/lib/images/source'
import type { BlockContext, BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { asset, blocks, readFields, text, field } from './kit/fields'
import { JsonLd } from './kit/JsonLd'
import styles from './Article.module.css'

/**
 * The author relation: resolved (`resolve_relations=article.author`) it is the author's story, else
 * only its uuid, which names nobody and is not shown.
 */
const author = field.transform((value) => {
  const parsed = z
    .looseObject({
      full_slug: text,
      name: text,
      content: z.looseObject({ name: text, role: text, bio: text, image: asset }).optional().catch(undefined),
    })
    .safeParse(value)
  if (!parsed.success) return undefined
  const name = parsed.data.content?.name ?? parsed.data.name
  return name ? { ...parsed.data.content, name, fullSlug: parsed.data.full_slug } : undefined
})

const fields = z.looseObject({
  title: text,
  intro: text,
  image: asset,
  teaser_image: asset,
  author,
  // Storyblok's datetime field (`2025-01-20 06:30`, UTC); the story's publish dates when the page hands them in.
  date: text,
  first_published_at: text,
  published_at: text,
  body: blocks,
})

/** The publication date as an instant and as the market's shoppers read it (in the market's time zone). */
function publicationDate(raw: string | undefined, context: BlockContext) {
  const time = parseCampaignDate(raw)
  if (time === null || Number.isNaN(time)) return null
  const locale = `${context.language}-${context.market.country.toUpperCase()}`
  const date = new Date(time)
  const label = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: context.market.timezone,
  }).format(date)
  return { iso: date.toISOString(), label }
}

/** One article per page, so one bio: the byline's link target. */
const AUTHOR_BIO_ID = 'article-author'

export function Article({ blok, context }: BlockProps) {
  const t = useTranslations('content.article')
  const data = readFields(fields, blok)
  if (!data?.title) return null
  const image = data.image ?? data.teaser_image
  const date = publicationDate(data.date ?? data.first_published_at ?? data.published_at, context)
  const imageUrl = normalizeImageSource(image?.filename)
  const modified = publicationDate(data.published_at, context)
  // Authors are no pages of their own (lib/content/rules/page.ts): the byline leads to the bio below.
  const bioId = data.author?.bio ? AUTHOR_BIO_ID : undefined
  return (
    <article className={styles.article} {...editableAttributes(blok, context.preview)}>
      <JsonLd
        data={blogPostingJsonLd(
          {
            headline: data.title,
            href: context.path,
            description: data.intro,
            datePublished: date?.iso,
            dateModified: modified?.iso,
            author: data.author
              ? { name: data.author.name, href: bioId ? `${context.path}#${bioId}` : undefined }
              : undefined,
            images: [imageUrl],
            language: context.language,
          },
          context.origin,
        )}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{data.title}</h1>
        {(date || data.author) && (
          <p className={styles.meta}>
            {date && <time dateTime={date.iso}>{date.label}</time>}
            {data.author && (
              <span className={styles.byline}>
                {t.rich('by', {
                  author: () =>
                    bioId ? <a href={`#${bioId}`}>{data.author?.name}</a> : <>{data.author?.name}</>,
                })}
              </span>
            )}
          </p>
        )}
        {data.intro && <p className={styles.intro}>{data.intro}</p>}
      </header>
      {image && (
        <ContentImage
          asset={image}
          width={960}
          ratio={16 / 9}
          sizes="(min-width: 1000px) 960px, 100vw"
          priority
          className={styles.image}
        />
      )}
      <div className={styles.body}>{context.render(data.body)}</div>
      {data.author?.bio && (
        <aside id={AUTHOR_BIO_ID} className={styles.author} aria-label={t('aboutAuthor')}>
          {data.author.image && (
            <ContentImage
              asset={data.author.image}
              preset="thumbnail"
              ratio={1}
              className={styles.avatar}
              decorative
            />
          )}
          <div>
            <p className={styles.authorName}>{data.author.name}</p>
            {data.author.role && <p className={styles.authorRole}>{data.author.role}</p>}
            <p className={styles.authorBio}>{data.author.bio}</p>
          </div>
        </aside>
      )}
    </article>
  )
}

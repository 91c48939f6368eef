/**
 * `card`: image, headline, text and an optional link. With a link the whole card is the click target,
 * carried by the headline's link so assistive technology meets one link named by the headline.
 */
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import { RichTextField } from './kit/RichTextField'
import styles from './Card.module.css'

const fields = z.looseObject({
  image: asset,
  badge: text,
  headline: text,
  headline_level: z.unknown(),
  text: z.unknown(),
  link: z.unknown(),
  link_label: text,
  variant: z.enum(['outlined', 'filled', 'plain']).catch('outlined'),
})

export function Card({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data || (!data.headline && !data.image)) return null
  const tag = headingTag(data.headline_level, 'h3')
  const linked = resolveLink(data.link, context.language) !== null
  return (
    <article
      className={styles.card}
      data-variant={data.variant}
      data-linked={linked}
      {...editableAttributes(blok, context.preview)}
    >
      {data.image && (
        <div className={styles.media}>
          <ContentImage asset={data.image} preset="default" ratio={4 / 3} className={styles.image} />
          {data.badge && <span className={styles.badge}>{data.badge}</span>}
        </div>
      )}
      <div className={styles.body}>
        {!data.image && data.badge && <span className={styles.badgeInline}>{data.badge}</span>}
        {data.headline && (
          <Heading as={tag} className={styles.headline}>
            <ContentLink
              link={data.link}
              language={context.language}
              className={styles.link}
              fallback={data.headline}
            >
              {data.headline}
            </ContentLink>
          </Heading>
        )}
        <div className={styles.text}>
          <RichTextField document={data.text} context={context} />
        </div>
        {linked && data.link_label && (
          <span className={styles.more} aria-hidden="true">
            {data.link_label}
          </span>
        )}
      </div>
    </article>
  )
}

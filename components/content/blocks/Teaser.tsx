/**
 * `teaser`: a card pointing to another page (an article, a category). The whole card is clickable
 * through the headline's link, so a screen reader hears one link named by the headline, not three.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './Teaser.module.css'

const fields = z.looseObject({
  image: asset,
  headline: text,
  headline_level: field,
  kicker: text,
  text,
  link: field,
  link_label: text,
})

export function Teaser({ blok, context }: BlockProps) {
  const t = useTranslations('content.teaser')
  const data = readFields(fields, blok)
  if (!data?.headline) return null
  const Tag = headingTag(data.headline_level, 'h3')
  const linked = resolveLink(data.link, context.language) !== null
  return (
    <article className={styles.teaser} data-linked={linked} {...editableAttributes(blok, context.preview)}>
      {data.image && (
        <div className={styles.media}>
          <ContentImage asset={data.image} preset="default" ratio={3 / 2} className={styles.image} />
        </div>
      )}
      <div className={styles.body}>
        {data.kicker && <p className={styles.kicker}>{data.kicker}</p>}
        <Heading as={Tag} className={styles.headline}>
          <ContentLink
            link={data.link}
            language={context.language}
            className={styles.link}
            fallback={data.headline}
          >
            {data.headline}
          </ContentLink>
        </Heading>
        {data.text && <p className={styles.text}>{data.text}</p>}
        {linked && (
          <span className={styles.more} aria-hidden="true">
            {data.link_label ?? t('more')}
          </span>
        )}
      </div>
    </article>
  )
}

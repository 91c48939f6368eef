/**
 * `spotlight`: one topic brought to the fore: a large picture beside a headline, text and a call to
 * action.
 */
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import { hasRichText, RichTextField } from './kit/RichTextField'
import styles from './Spotlight.module.css'

const fields = z.looseObject({
  image: asset,
  kicker: text,
  headline: text,
  headline_level: field,
  text: field,
  link: field,
  link_label: text,
  /** `left` puts the picture before the text on wide screens; right is the default. */
  image_position: text,
})

export function Spotlight({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data?.headline) return null
  const Tag = headingTag(data.headline_level, 'h2')
  return (
    <section
      className={styles.spotlight}
      data-image-position={data.image_position === 'left' ? 'left' : 'right'}
      {...editableAttributes(blok, context.preview)}
    >
      {data.image && (
        <div className={styles.media}>
          <ContentImage asset={data.image} preset="default" ratio={4 / 3} className={styles.image} />
        </div>
      )}
      <div className={styles.body}>
        {data.kicker && <p className={styles.kicker}>{data.kicker}</p>}
        <Heading as={Tag} className={styles.headline}>
          {data.headline}
        </Heading>
        {hasRichText(data.text) && (
          <div className={styles.text}>
            <RichTextField document={data.text} context={context} />
          </div>
        )}
        {data.link_label && (
          <ContentLink link={data.link} language={context.language} className={styles.cta}>
            {data.link_label}
          </ContentLink>
        )}
      </div>
    </section>
  )
}

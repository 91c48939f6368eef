/**
 * `stage_teaser`: the hero at the top of a page, usually its largest element (LCP): the image loads
 * at once with high priority, the headline is the page's h1 unless the editor chose another level.
 */
import { z } from 'zod'
import { TrackPromotion } from '@/components/tracking/TrackPromotion'
import { contentPromotion } from '@/lib/tracking/rules/promotion'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './StageTeaser.module.css'

const fields = z.looseObject({
  image: asset,
  headline: text,
  headline_level: field,
  kicker: text,
  text,
  link: field,
  link_label: text,
  /** `light` puts dark text on a light image; the default is light text on a darkened image. */
  theme: text,
})

/** Wide enough for the largest layout; the srcset offers smaller widths to smaller screens. */
const STAGE_WIDTH = 1440

export function StageTeaser({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data || (!data.headline && !data.image)) return null
  const Tag = headingTag(data.headline_level, 'h1')
  const hasImage = Boolean(data.image)
  return (
    <section
      className={styles.stage}
      data-theme={data.theme === 'light' ? 'light' : 'dark'}
      data-has-image={hasImage}
      {...editableAttributes(blok, context.preview)}
    >
      <TrackPromotion promotion={contentPromotion(blok, data.headline ?? data.kicker ?? 'stage')} />
      <ContentImage
        asset={data.image}
        width={STAGE_WIDTH}
        ratio={16 / 7}
        sizes="100vw"
        priority
        className={styles.image}
      />
      {(data.headline || data.text || data.link_label) && (
        <div className={styles.content}>
          {data.kicker && <p className={styles.kicker}>{data.kicker}</p>}
          {data.headline && (
            <Heading as={Tag} className={styles.headline}>
              {data.headline}
            </Heading>
          )}
          {data.text && <p className={styles.text}>{data.text}</p>}
          {data.link_label && (
            <ContentLink link={data.link} language={context.language} className={styles.cta}>
              {data.link_label}
            </ContentLink>
          )}
        </div>
      )}
    </section>
  )
}

/** `banner`: a wide promotional strip with image, headline, text and a call to action. */
import { z } from 'zod'
import { TrackPromotion } from '@/components/tracking/TrackPromotion'
import { contentPromotion } from '@/lib/tracking/rules/promotion'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import { RichTextField } from './kit/RichTextField'
import styles from './Banner.module.css'

const fields = z.looseObject({
  image: asset,
  kicker: text,
  headline: text,
  headline_level: z.unknown(),
  text: z.unknown(),
  link: z.unknown(),
  link_label: text,
  theme: z.enum(['light', 'dark', 'accent']).catch('light'),
  /** overlay: text on the image; split: image and text side by side from tablet width on. */
  layout: z.enum(['overlay', 'split']).catch('split'),
  image_position: z.enum(['left', 'right']).catch('right'),
})

export function Banner({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data?.headline) return null
  const tag = headingTag(data.headline_level, 'h2')
  const layout = data.image ? data.layout : 'split'
  return (
    <section
      className={styles.banner}
      data-theme={data.theme}
      data-layout={layout}
      data-image-position={data.image_position}
      data-has-image={Boolean(data.image)}
      {...editableAttributes(blok, context.preview)}
    >
      {data.image && (
        <div className={styles.media}>
          <ContentImage
            asset={data.image}
            width={1200}
            sizes={layout === 'overlay' ? '100vw' : '(min-width: 768px) 50vw, 100vw'}
            ratio={16 / 9}
            className={styles.image}
            decorative={layout === 'overlay'}
          />
        </div>
      )}
      <div className={styles.content}>
        {data.kicker && <p className={styles.kicker}>{data.kicker}</p>}
        <Heading as={tag} className={styles.headline}>
          {data.headline}
        </Heading>
        <div className={styles.text}>
          <RichTextField document={data.text} context={context} />
        </div>
        {data.link_label && (
          <ContentLink link={data.link} language={context.language} className={styles.cta}>
            {data.link_label}
          </ContentLink>
        )}
      </div>
      <TrackPromotion promotion={contentPromotion(blok, data.headline)} />
    </section>
  )
}

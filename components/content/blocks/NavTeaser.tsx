/**
 * `nav_teaser`: a small picture tile in navigation areas and category overviews, with the navigation
 * teaser image preset (310 wide, spec 01 §9). Without a usable link it is no tile at all: a tile that
 * leads nowhere only confuses.
 */
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, readFields, text, field } from './kit/fields'
import styles from './NavTeaser.module.css'

const fields = z.looseObject({ image: asset, title: text, text, link: field })

export function NavTeaser({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data?.title || !resolveLink(data.link, context.language)) return null
  return (
    <div className={styles.tile} {...editableAttributes(blok, context.preview)}>
      <ContentLink link={data.link} language={context.language} className={styles.link}>
        <span className={styles.media}>
          {/* The title names the link; the picture only illustrates it. */}
          <ContentImage
            asset={data.image}
            preset="navigationTeaser"
            ratio={1}
            className={styles.image}
            decorative
          />
        </span>
        <span className={styles.title}>{data.title}</span>
        {data.text && <span className={styles.text}>{data.text}</span>}
      </ContentLink>
    </div>
  )
}

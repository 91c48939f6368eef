/**
 * `page`: the content type of content and category pages: its body blocks, one after the other. The
 * SEO fields (seo_title, seo_description) are read by the page's metadata, not shown here.
 */
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocks, readFields } from './kit/fields'
import styles from './Page.module.css'

const fields = z.looseObject({ body: blocks })

export function Page({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data) return null
  return (
    <div className={styles.page} {...editableAttributes(blok, context.preview)}>
      {context.render(data.body)}
    </div>
  )
}

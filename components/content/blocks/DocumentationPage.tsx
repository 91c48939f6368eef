/** `documentation_page`: a page of the documentation layout (spec 01 §2): its title and body blocks. */
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocks, readFields, text } from './kit/fields'
import styles from './DocumentationPage.module.css'

const fields = z.looseObject({ title: text, intro: text, body: blocks })

export function DocumentationPage({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data) return null
  return (
    <article className={styles.doc} {...editableAttributes(blok, context.preview)}>
      {data.title && (
        <header className={styles.header}>
          <h1 className={styles.title}>{data.title}</h1>
          {data.intro && <p className={styles.intro}>{data.intro}</p>}
        </header>
      )}
      <div className={styles.body}>{context.render(data.body)}</div>
    </article>
  )
}

/**
 * `step_visualizer`: how something works in numbered steps (ordering, returning, assembling). An
 * ordered list, so the numbers are read out too; step titles sit one level below the headline.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { asset, blocks, headingTag, readFields, text, field } from './kit/fields'
import { Heading, subHeading } from './kit/Heading'
import styles from './StepVisualizer.module.css'

const fields = z.looseObject({ headline: text, headline_level: field, steps: blocks })
const stepFields = z.looseObject({ title: text, text, icon: asset })

export function StepVisualizer({ blok, context }: BlockProps) {
  const t = useTranslations('content.steps')
  const data = readFields(fields, blok)
  const steps = (data?.steps ?? []).flatMap((step) => {
    const parsed = readFields(stepFields, step)
    return parsed && (parsed.title || parsed.text) ? [{ ...parsed, step }] : []
  })
  if (!data || steps.length === 0) return null
  const Tag = headingTag(data.headline_level, 'h2')
  const StepTag = data.headline ? subHeading(Tag) : Tag
  return (
    <section className={styles.steps} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={Tag} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <ol className={styles.list}>
        {steps.map(({ title, text: body, icon, step }, index) => (
          <li key={step._uid} className={styles.step} {...editableAttributes(step, context.preview)}>
            <span className={styles.number} aria-hidden="true">
              {icon ? (
                <ContentImage asset={icon} preset="thumbnail" ratio={1} className={styles.icon} decorative />
              ) : (
                index + 1
              )}
            </span>
            <div className={styles.body}>
              <span className={styles.label}>{t('step', { number: index + 1, total: steps.length })}</span>
              {title && (
                <Heading as={StepTag} className={styles.title}>
                  {title}
                </Heading>
              )}
              {body && <p className={styles.text}>{body}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

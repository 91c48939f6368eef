/**
 * `custom_form`: a form built from field definitions in the content (text, email, textarea, select,
 * checkbox; each optionally required). The fields are checked in the browser and the values posted as
 * JSON to /api/forms/{formId}/, whose answer decides between success and error.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { BlockProps } from './types'
import { readFormFields, isFormId } from './custom-form-definition'
import { CustomFormClient } from './lazy-clients'
import { editableAttributes } from './editable'
import { blocksOf, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import { RichTextField } from './kit/RichTextField'
import styles from './CustomForm.module.css'

const fields = z.looseObject({
  form_id: text,
  headline: text,
  headline_level: z.unknown(),
  intro: z.unknown(),
  fields: blocksOf(['form_field', 'custom_form_field']),
  submit_label: text,
  success_text: text,
})

export function CustomForm({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.customForm')
  const data = readFields(fields, blok)
  const formFields = readFormFields(data?.fields ?? [])
  if (!data || !isFormId(data.form_id) || formFields.length === 0) return null
  return (
    <section className={styles.customForm} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <div className={styles.intro}>
        <RichTextField document={data.intro} context={context} />
      </div>
      <CustomFormClient
        formId={data.form_id}
        fields={formFields}
        successText={data.success_text}
        submitLabel={data.submit_label}
        texts={{
          required: t('required'),
          email: t('email'),
          maxLength: t('maxLength', { max: '{max}' }),
          checkbox: t('checkbox'),
          choose: t('choose'),
          submit: t('submit'),
          sending: t('sending'),
          success: t('success'),
          error: t('error'),
          requiredHint: t('requiredHint'),
        }}
      />
    </section>
  )
}

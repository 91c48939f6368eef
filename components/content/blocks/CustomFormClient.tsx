'use client'

/** The interactive form of a `custom_form` block: validated here, posted as JSON to /api/forms/{formId}/. */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
// zod/mini: the same checks at a fraction of the bundle, for code that runs in the browser.
import * as z from 'zod/mini'
import type { FormFieldDefinition } from './custom-form-definition'
import styles from './CustomForm.module.css'

export interface CustomFormTexts {
  required: string
  email: string
  maxLength: string
  checkbox: string
  choose: string
  submit: string
  sending: string
  success: string
  error: string
  requiredHint: string
}

type Values = Record<string, string | boolean>

/** The checks of each field, with the shop's messages (`{max}` in maxLength is filled in here). */
export function formSchema(fields: readonly FormFieldDefinition[], texts: CustomFormTexts) {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const field of fields) {
    if (field.type === 'checkbox') {
      shape[field.name] = field.required ? z.literal(true, texts.checkbox) : z.boolean()
      continue
    }
    const tooLong = z.maxLength(field.maxLength, texts.maxLength.replace('{max}', String(field.maxLength)))
    const base = z.string().check(z.trim(), tooLong)
    const filled = field.required ? base.check(z.minLength(1, texts.required)) : base
    if (field.type === 'email') {
      const email = z.string().check(z.trim(), z.email(texts.email), tooLong)
      shape[field.name] = field.required ? z.pipe(filled, email) : z.union([z.literal(''), email])
    } else if (field.type === 'select') {
      const values = field.options.map((option) => option.value)
      const chosen = z.string().check(z.refine((value) => values.includes(value), texts.required))
      shape[field.name] = field.required ? z.pipe(filled, chosen) : z.union([z.literal(''), chosen])
    } else {
      shape[field.name] = filled
    }
  }
  return z.object(shape)
}

function resolverFor(schema: ReturnType<typeof formSchema>): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: result.data as Values, errors: {} }
    const errors: FieldErrors<Values> = {}
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '')
      if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message }
    }
    return { values: {}, errors }
  }
}

const answerSchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
})

/** Status 200 or 201 is success (spec 01 §5); the answer may carry a message and field errors. */
async function readAnswer(response: Response) {
  const parsed = answerSchema.safeParse(await response.json().catch(() => null))
  return { ok: response.status === 200 || response.status === 201, ...(parsed.success ? parsed.data : {}) }
}

interface Props {
  formId: string
  fields: FormFieldDefinition[]
  texts: CustomFormTexts
  /** The editor's own thank-you text, else the shop's. */
  successText?: string
  submitLabel?: string
}

export function CustomFormClient({ formId, fields, texts, successText, submitLabel }: Props) {
  const id = useId()
  const [schema] = useState(() => formSchema(fields, texts))
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const successRef = useRef<HTMLParagraphElement>(null)
  const defaultValues = Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? false : '']))
  const form = useForm<Values>({ resolver: resolverFor(schema), defaultValues, shouldFocusError: true })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (result?.ok) successRef.current?.focus()
  }, [result])

  const submit = form.handleSubmit(async (values) => {
    setResult(null)
    try {
      const response = await fetch(`/api/forms/${encodeURIComponent(formId)}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(values),
      })
      const answer = await readAnswer(response)
      for (const [name, message] of Object.entries(answer.errors ?? {})) {
        if (fields.some((field) => field.name === name)) form.setError(name, { type: 'server', message })
      }
      setResult({
        ok: answer.ok,
        message: answer.message ?? (answer.ok ? (successText ?? texts.success) : texts.error),
      })
    } catch {
      setResult({ ok: false, message: texts.error })
    }
  })

  if (result?.ok) {
    return (
      <p ref={successRef} tabIndex={-1} role="status" className={styles.success}>
        {result.message}
      </p>
    )
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      <p className={styles.hint}>{texts.requiredHint}</p>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const error = errors[field.name]?.message
        const describedBy =
          [field.help ? `${fieldId}-help` : null, error ? `${fieldId}-error` : null]
            .filter(Boolean)
            .join(' ') || undefined
        const common = {
          id: fieldId,
          'aria-invalid': error ? true : undefined,
          'aria-required': field.required || undefined,
          'aria-describedby': describedBy,
          ...form.register(field.name),
        }
        const label = (
          <>
            {field.label}
            {field.required && (
              <span className={styles.required} aria-hidden="true">
                {' *'}
              </span>
            )}
          </>
        )
        return (
          <div key={field.name} className={styles.field} data-type={field.type} data-invalid={Boolean(error)}>
            {field.type === 'checkbox' ? (
              <label htmlFor={fieldId} className={styles.checkboxLabel}>
                <input type="checkbox" className={styles.checkbox} {...common} />
                <span>{label}</span>
              </label>
            ) : (
              <>
                <label htmlFor={fieldId} className={styles.label}>
                  {label}
                </label>
                {field.type === 'textarea' ? (
                  <textarea className={styles.control} rows={5} placeholder={field.placeholder} {...common} />
                ) : field.type === 'select' ? (
                  <select className={styles.control} {...common}>
                    <option value="">{field.placeholder ?? texts.choose}</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    type={field.type}
                    className={styles.control}
                    placeholder={field.placeholder}
                    autoComplete={field.type === 'email' ? 'email' : undefined}
                    {...common}
                  />
                )}
              </>
            )}
            {field.help && (
              <p id={`${fieldId}-help`} className={styles.help}>
                {field.help}
              </p>
            )}
            {error && (
              <p id={`${fieldId}-error`} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        )
      })}
      {result && !result.ok && (
        <p role="alert" className={styles.failure}>
          {result.message}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? texts.sending : (submitLabel ?? texts.submit)}
      </button>
    </form>
  )
}

/**
 * The form a `custom_form` block defines: its id and its fields, read leniently from the content. A
 * field that cannot work (no name, no label, a select without options, a name used twice) is left out
 * rather than failing the form. Shared by the server block and the client form.
 */
import { z } from 'zod'
import type { Block } from '@/lib/content/rules/types'
import { flag, integer, readFields, text } from './kit/fields'

export const FORM_FIELD_TYPES = ['text', 'email', 'textarea', 'select', 'checkbox'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

export interface FormOption {
  value: string
  label: string
}

export interface FormFieldDefinition {
  name: string
  label: string
  type: FormFieldType
  required: boolean
  placeholder?: string
  help?: string
  options: FormOption[]
  maxLength: number
}

/** Upper bounds per type; an editor may set lower ones. */
export const MAX_LENGTHS: Record<FormFieldType, number> = {
  text: 200,
  email: 254,
  textarea: 5000,
  select: 200,
  checkbox: 0,
}

// The id becomes a path segment of /api/forms/{formId}/ and a field name a JSON key: both stay plain.
const FORM_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i
const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/i
export const isFormId = (value: unknown): value is string => typeof value === 'string' && FORM_ID.test(value)

const optionFields = z.looseObject({ value: text, label: text })

/** Options from option blocks (`label`, `value`) or from a text with one option per line (`value|Label`). */
function readOptions(raw: unknown): FormOption[] {
  const entries: FormOption[] = Array.isArray(raw)
    ? raw.flatMap((entry) => {
        const option = readFields(optionFields, entry)
        const label = option?.label ?? option?.value
        return label ? [{ value: option?.value ?? label, label }] : []
      })
    : typeof raw === 'string'
      ? raw.split('\n').flatMap((line) => {
          const [value = '', label] = line.split('|').map((part) => part.trim())
          return value ? [{ value, label: label || value }] : []
        })
      : []
  const seen = new Set<string>()
  return entries.filter((option) => !seen.has(option.value) && seen.add(option.value))
}

const fieldFields = z.looseObject({
  name: text,
  label: text,
  type: z.enum(FORM_FIELD_TYPES).catch('text'),
  required: flag,
  placeholder: text,
  help: text,
  options: z.unknown(),
  max_length: integer(1, MAX_LENGTHS.textarea),
})

export function readFormFields(blocks: readonly Block[]): FormFieldDefinition[] {
  const names = new Set<string>()
  return blocks.flatMap((blok) => {
    const data = readFields(fieldFields, blok)
    if (!data?.name || !data.label || !FIELD_NAME.test(data.name) || names.has(data.name)) return []
    const options = data.type === 'select' ? readOptions(data.options) : []
    if (data.type === 'select' && options.length === 0) return []
    names.add(data.name)
    return [
      {
        name: data.name,
        label: data.label,
        type: data.type,
        required: data.required,
        ...(data.placeholder ? { placeholder: data.placeholder } : {}),
        ...(data.help ? { help: data.help } : {}),
        options,
        maxLength: Math.min(data.max_length ?? MAX_LENGTHS[data.type], MAX_LENGTHS[data.type]),
      },
    ]
  })
}

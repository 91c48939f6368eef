/**
 * The catalog stores shopper-facing labels as { de, fr, nl }; reads hand out the requested language
 * only, in the shapes of lib/catalog/rules/types.ts.
 */
import type { AttributeValue, Attributes } from './types'
import type { Language } from '@/lib/config/markets'
import type { LocalizedText, StoredAttributeValue, StoredAttributes, StoredLabel } from '@/lib/db/schema'

export function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return (
    keys.length === 3 &&
    keys.every(
      (k) =>
        (k === 'de' || k === 'fr' || k === 'nl') && typeof (value as Record<string, unknown>)[k] === 'string',
    )
  )
}

export function pickLabel(label: StoredLabel | undefined, language: Language): string | undefined {
  if (label === undefined) return undefined
  return typeof label === 'string' ? label : label[language]
}

function attributeValue(stored: StoredAttributeValue, language: Language): AttributeValue {
  return { value: stored.value, label: pickLabel(stored.label, language) ?? stored.value }
}

export function localizeAttributes(stored: StoredAttributes, language: Language): Attributes {
  const out: Attributes = {}
  for (const [key, value] of Object.entries(stored)) {
    out[key] = Array.isArray(value)
      ? value.map((v) => attributeValue(v, language))
      : attributeValue(value, language)
  }
  return out
}

/** Replaces every { de, fr, nl } inside plain JSON by the language's text. */
export function localizeJson(value: unknown, language: Language): unknown {
  if (isLocalizedText(value)) return value[language]
  if (Array.isArray(value)) return value.map((v) => localizeJson(v, language))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeJson(v, language)]))
  }
  return value
}

export function localizeRecord(value: Record<string, unknown>, language: Language): Record<string, unknown> {
  return localizeJson(value, language) as Record<string, unknown>
}

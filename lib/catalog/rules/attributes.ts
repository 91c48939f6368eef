/**
 * Attribute readers shared by the rules. Catalog attributes may be single- or multi-valued, and the
 * advancedAttributes bag is untyped (spec 01 §3), so the readers accept a bare string, an
 * { value, label } object or a list of either.
 */
import type { AttributeValue, Attributes } from '@/lib/catalog/rules/types'

function isAttributeValue(x: unknown): x is AttributeValue {
  return typeof x === 'object' && x !== null && typeof (x as { value?: unknown }).value === 'string'
}

function toValues(raw: unknown): AttributeValue[] {
  if (raw === undefined || raw === null) return []
  if (Array.isArray(raw)) return raw.flatMap(toValues)
  if (typeof raw === 'string') return [{ value: raw, label: raw }]
  if (typeof raw === 'number' || typeof raw === 'boolean') return [{ value: String(raw), label: String(raw) }]
  if (isAttributeValue(raw)) {
    const label = (raw as { label?: unknown }).label
    return [{ value: raw.value, label: typeof label === 'string' ? label : raw.value }]
  }
  return []
}

/** Every value of an attribute, in catalog order; empty when absent. */
export function attributeValues(bag: Attributes | Record<string, unknown>, key: string): AttributeValue[] {
  return toValues(bag[key])
}

/** The first value of an attribute, or undefined. */
export function firstAttribute(
  bag: Attributes | Record<string, unknown>,
  key: string,
): AttributeValue | undefined {
  return toValues(bag[key])[0]
}

/** True when any value of the attribute equals one of the given flags, ignoring case ('j', 'J'). */
export function attributeIs(
  bag: Attributes | Record<string, unknown>,
  key: string,
  ...flags: string[]
): boolean {
  const wanted = flags.map((f) => f.toLowerCase())
  return toValues(bag[key]).some((v) => wanted.includes(v.value.trim().toLowerCase()))
}

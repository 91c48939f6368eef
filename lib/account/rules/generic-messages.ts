/**
 * The generic validator messages of spec 02 §5 as message keys (messages/{lang}/account.json) with
 * their parameters, and the small checks that emit them.
 */
import { EMAIL_PATTERN } from '@/lib/newsletter/rules/form'

export const GENERIC_MESSAGES = {
  required: 'generic.validation.required',
  minLength: 'generic.validation.minLength',
  maxLength: 'generic.validation.maxLength',
  numeric: 'generic.validation.numeric',
  email: 'generic.validation.email',
  minValue: 'generic.validation.minValue',
} as const
export type GenericMessageKey = (typeof GENERIC_MESSAGES)[keyof typeof GENERIC_MESSAGES]

/** A message key and the values its text interpolates ({min}, {max}). */
export interface AccountMessage<K extends string = string> {
  key: K
  values?: { min?: number; max?: number }
}

const NUMERIC = /^\d+$/

// Spec 02 §5: "required (the value is trimmed)", so blanks alone count as empty.
export const isBlank = (value: string) => value.trim() === ''

export const required = (value: string): AccountMessage<GenericMessageKey> | undefined =>
  isBlank(value) ? { key: GENERIC_MESSAGES.required } : undefined

export const minLength = (value: string, min: number): AccountMessage<GenericMessageKey> | undefined =>
  [...value].length < min ? { key: GENERIC_MESSAGES.minLength, values: { min } } : undefined

export const maxLength = (value: string, max: number): AccountMessage<GenericMessageKey> | undefined =>
  [...value].length > max ? { key: GENERIC_MESSAGES.maxLength, values: { max } } : undefined

export const numeric = (value: string): AccountMessage<GenericMessageKey> | undefined =>
  NUMERIC.test(value) ? undefined : { key: GENERIC_MESSAGES.numeric }

export const email = (value: string): AccountMessage<GenericMessageKey> | undefined =>
  EMAIL_PATTERN.test(value.trim()) ? undefined : { key: GENERIC_MESSAGES.email }

export const minValue = (value: number, min: number): AccountMessage<GenericMessageKey> | undefined =>
  value < min ? { key: GENERIC_MESSAGES.minValue, values: { min } } : undefined

/** Click and reserve's API: the branches query, the reserve request with its form rules, and the answers. */
import { z } from 'zod'
import { LANGUAGES } from '@/lib/config/markets'

export const STORES_ENDPOINT = '/api/shop/stores/'
export const RESERVE_ENDPOINT = '/api/shop/stores/reserve/'

/** Most lines one request may name; far above any basket's. */
export const MAX_VARIANTS = 50
export const MAX_QUANTITY = 99

export const STORE_FORM_ERRORS = ['required', 'email', 'tooLong'] as const
export type StoreFormError = (typeof STORE_FORM_ERRORS)[number]

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
const INT_MAX = 2_147_483_647
const id = z.number().int().positive().max(INT_MAX)

const required = z.refine<string>((value) => value !== '', {
  error: 'required' satisfies StoreFormError,
  abort: true,
})

/** Spec 02 §5 email: required, valid, lowercased. Messages are error keys of stores.form.errors. */
export const reserverEmail = z
  .string()
  .trim()
  .check(
    required,
    z.refine((value) => value.length <= 254 && EMAIL.test(value), {
      error: 'email' satisfies StoreFormError,
    }),
  )
  .transform((value) => value.toLowerCase())

export const reserverName = z
  .string()
  .trim()
  .check(
    required,
    z.refine((value) => value.length <= 100, { error: 'tooLong' satisfies StoreFormError }),
  )

export const reserveFormSchema = z.object({ name: reserverName, email: reserverEmail })
export type ReserveFormValues = z.input<typeof reserveFormSchema>

/** `?variantIds=1,2`: distinct positive ids, at most MAX_VARIANTS. */
export const variantIdsParam = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'comma-separated variant ids')
  .transform((value) => value.split(',').map(Number))
  .pipe(
    z
      .array(id)
      .min(1)
      .max(MAX_VARIANTS)
      .refine((ids) => new Set(ids).size === ids.length, 'each variant id once'),
  )

export const storesQuerySchema = z.object({ locale: z.enum(LANGUAGES), variantIds: variantIdsParam })

export const reserveItemSchema = z.object({
  variantId: id,
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
})

/** The POST body: one branch, every line to put aside there, whom to tell and in which language. */
export const reserveRequestSchema = z.object({
  storeId: id,
  items: z
    .array(reserveItemSchema)
    .min(1)
    .max(MAX_VARIANTS)
    .refine((items) => new Set(items.map((i) => i.variantId)).size === items.length, 'each variant id once'),
  name: reserverName,
  email: reserverEmail,
  locale: z.enum(LANGUAGES),
})
export type ReserveRequest = z.output<typeof reserveRequestSchema>

/** A branch as the API answers it: address, hours and pieces per requested variant id. */
export interface StoreWithStock {
  id: number
  name: string
  street: string
  postalCode: string
  city: string
  openingHours: string
  lat: number | null
  lng: number | null
  stock: Record<string, number>
}

export interface ReserveResult {
  type: 'success'
  reservationIds: number[]
  store: Omit<StoreWithStock, 'stock'>
  /** ISO time until which the pieces are held (issue 13 item 4: RESERVATION_TTL_HOURS). */
  heldUntil: string
}

/**
 * The reserve call's answer: the active reservation, or `confirm` when the address must first confirm
 * (issue 13 item 4): then nothing is reserved until the link in the mail is opened.
 */
export type ReserveAnswer = ReserveResult | { type: 'confirm' }

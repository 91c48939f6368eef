/**
 * Request shapes of the basket calls of spec 02 §7, parsed by the route handlers (bad input → 400
 * naming each field, nothing changed). Unknown fields, a client price among them, are dropped: prices
 * come from the catalog only.
 */
import { z } from 'zod'
import { BASKET_LIMITS } from '@/lib/config'
import { listKeySchema } from '@/lib/lists/rules/keys'
import { catalogIdSchema, itemKeySchema } from '@/lib/lists/rules/schemas'

// The bounds of planAdd/planQuantity answer 422 with the shop's limits; this only keeps numbers sane.
const quantitySchema = z.int().min(1, 'at least 1').max(1_000_000)

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))
const boundedJson = <S extends z.ZodType>(schema: S) =>
  schema.refine((value) => jsonBytes(value) <= BASKET_LIMITS.maxJsonBytes, {
    message: `at most ${BASKET_LIMITS.maxJsonBytes} bytes of JSON`,
  })

const jsonRecord = z.record(z.string(), z.unknown())
/** The add-to-cart layer sends "empty options"; an empty array means the same as {}. */
const optionsSchema = boundedJson(
  z.union([
    jsonRecord,
    z
      .array(z.never())
      .max(0)
      .transform(() => ({}) as Record<string, unknown>),
  ]),
)

export const customDataSchema = boundedJson(
  z.object({
    customText: z
      .record(z.string().regex(/^text[1-9]\d?$/, 'expected text1..n'), z.string().max(500))
      .refine((texts) => Object.keys(texts).length <= BASKET_LIMITS.maxCustomTexts, {
        message: `at most ${BASKET_LIMITS.maxCustomTexts} texts`,
      })
      .optional(),
    /** Computed by the server from the quantity (spec 02 §4); a client's value is ignored. */
    pricePromotionKey: z.string().max(64).optional(),
    cPromo: z.object({ promotionId: z.string().max(128) }).optional(),
    ffData: z.object({ ffCampaign: z.string().max(256) }).optional(),
  }),
)
export type CustomDataInput = z.output<typeof customDataSchema>

export const itemGroupSchema = z.object({
  id: z.union([
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected an item group id'),
    z.int().min(0).transform(String),
  ]),
  isMainItem: z.boolean(),
  isRequired: z.boolean(),
})

const itemData = {
  customData: customDataSchema.optional(),
  displayData: boundedJson(jsonRecord).optional(),
  itemGroup: itemGroupSchema.nullable().optional(),
  options: optionsSchema.optional(),
}

export const addItemSchema = z.object({
  basketKey: listKeySchema('basket'),
  variantId: catalogIdSchema,
  quantity: quantitySchema,
  ...itemData,
})
export type AddItemInput = z.output<typeof addItemSchema>

export const updateItemSchema = z.object({
  basketKey: listKeySchema('basket'),
  itemKey: itemKeySchema,
  quantity: quantitySchema,
  /** Optional optimistic check for read-modify-write clients: 409 unless the line still has it. */
  expectedQuantity: z.int().min(1).max(1_000_000).optional(),
  ...itemData,
})
export type UpdateItemInput = z.output<typeof updateItemSchema>

export const deleteItemSchema = z.object({ basketKey: listKeySchema('basket'), itemKey: itemKeySchema })
export type DeleteItemInput = z.output<typeof deleteItemSchema>

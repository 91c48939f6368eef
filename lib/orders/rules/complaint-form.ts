/**
 * The complaint form's rule (issue 11 item 8), as the browser checks it before the server does
 * (lib/orders/rules/schemas.ts complaintSchema): at least one item with a quantity between 1 and the
 * pieces ordered, one of the reasons, a text of at most COMPLAINT_TEXT_MAX characters. zod/mini, so the
 * form's island stays light; every message is a key of messages/{lang}/checkout.json.
 */
import { z } from 'zod/mini'

/** Mirrors COMPLAINT_REASONS of lib/orders/rules/schemas.ts (checked equal by the form's test). */
export const COMPLAINT_FORM_REASONS = ['missing', 'wrong', 'damaged', 'other'] as const
export const COMPLAINT_TEXT_MAX = 2000

export const COMPLAINT_FORM_MESSAGES = {
  items: 'checkout.orders.complaint.noItems',
  quantity: 'checkout.orders.complaint.quantityInvalid',
  reason: 'checkout.orders.complaint.reasonRequired',
  text: 'checkout.orders.complaint.textRequired',
  textTooLong: 'checkout.orders.complaint.textTooLong',
} as const

export interface ComplaintFormItem {
  lineId: number
  /** Pieces ordered: the most that can be claimed. */
  ordered: number
  selected: boolean
  quantity: number
}

/** The form's values: every line of the order with its checkbox and quantity, a reason, a text. */
export interface ComplaintFormValues {
  items: ComplaintFormItem[]
  reason: string
  text: string
}

const item = z.object({
  lineId: z.number(),
  ordered: z.number(),
  selected: z.boolean(),
  quantity: z.optional(z.number()),
})

export const complaintFormSchema = z.pipe(
  z.object({
    items: z.array(item).check(
      z.superRefine((items, ctx) => {
        const chosen = items.filter((i) => i.selected)
        if (chosen.length === 0)
          ctx.addIssue({ code: 'custom', message: COMPLAINT_FORM_MESSAGES.items, input: items })
        else if (
          chosen.some((i) => !Number.isInteger(i.quantity) || i.quantity! < 1 || i.quantity! > i.ordered)
        )
          ctx.addIssue({ code: 'custom', message: COMPLAINT_FORM_MESSAGES.quantity, input: items })
      }),
    ),
    reason: z.enum(COMPLAINT_FORM_REASONS, { error: COMPLAINT_FORM_MESSAGES.reason }),
    text: z.string().check(
      z.superRefine((value, ctx) => {
        if (value.trim() === '')
          ctx.addIssue({ code: 'custom', message: COMPLAINT_FORM_MESSAGES.text, input: value })
        else if ([...value.trim()].length > COMPLAINT_TEXT_MAX)
          ctx.addIssue({ code: 'custom', message: COMPLAINT_FORM_MESSAGES.textTooLong, input: value })
      }),
    ),
  }),
  z.transform((values) => ({
    items: values.items
      .filter((i) => i.selected)
      .map(({ lineId, quantity }) => ({ lineId, quantity: quantity ?? 1 })),
    reason: values.reason,
    text: values.text.trim(),
  })),
)

export type ComplaintFormOutput = z.output<typeof complaintFormSchema>

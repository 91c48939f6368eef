/**
 * Remind when available (spec 01 §4 panel, spec 02 §2 dialog "remind when available"): a shopper
 * leaves an email address for a variant that cannot be bought now and hears when it can.
 */
import { z } from 'zod'
import { LANGUAGES, type Language } from '@/lib/config/markets'

export const REMIND_ME_ENDPOINT = '/api/shop/remind-me/'
export const REMIND_ME_ERRORS = ['required', 'email'] as const
export type RemindMeError = (typeof REMIND_ME_ERRORS)[number]

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
const EMAIL_MAX = 254

/** Spec 02 §5 email: required and a valid address, lowercased before sending. Messages are error keys. */
export const remindMeEmail = z
  .string()
  .trim()
  .check(
    z.refine((value) => value !== '', { error: 'required' satisfies RemindMeError, abort: true }),
    z.refine((value) => value.length <= EMAIL_MAX && EMAIL.test(value), {
      error: 'email' satisfies RemindMeError,
    }),
  )
  .transform((value) => value.toLowerCase())

export const remindMeFormSchema = z.object({ email: remindMeEmail })
export type RemindMeFormValues = z.input<typeof remindMeFormSchema>

/** The POST body: which variant, whom to tell, and in which language to write. */
export const remindMeRequestSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  variant: z.string().trim().min(1).max(64),
  email: remindMeEmail,
  language: z.enum(LANGUAGES),
})
export type RemindMeRequest = z.output<typeof remindMeRequestSchema>

export function remindMeBody(
  values: z.output<typeof remindMeFormSchema>,
  facts: { productId: number; variant: string; language: Language },
): RemindMeRequest {
  return { ...facts, email: values.email.trim().toLowerCase() }
}

/**
 * Where a reminder request goes to be sent later: the shop's mail outbox (lib/mail/server/outbox.ts), one
 * message per variant, address and market however often it is asked for.
 */
export interface RemindMeOutbox {
  enqueue(request: RemindMeRequest, market: string): Promise<void>
}

export const AVAILABILITY_REMINDER = 'availability-reminder'

/** confirm: the address must first confirm (issue 13 item 4); the dialog says to check the inbox. */
export type RemindMeResult = 'saved' | 'confirm' | 'unavailable' | 'limited' | 'failed'

/** Sends the request; 503 means the shop cannot take reminders at the moment, 429 too many requests. */
export async function requestReminder(body: RemindMeRequest, signal?: AbortSignal): Promise<RemindMeResult> {
  try {
    const response = await fetch(REMIND_ME_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    })
    if (response.ok) {
      const answer = (await response.json().catch(() => null)) as { type?: string } | null
      return answer?.type === 'confirm' ? 'confirm' : 'saved'
    }
    if (response.status === 429) return 'limited'
    return response.status === 503 ? 'unavailable' : 'failed'
  } catch (error) {
    if (signal?.aborted) throw error
    return 'failed'
  }
}

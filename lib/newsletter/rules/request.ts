/**
 * The newsletter sign-up as the server takes it (spec 02 §7 Newsletter: name, email, source, shopId,
 * firstName, lastName, salutation), checked by the rules of the form (spec 02 §5, ./form.ts) with the
 * form's message keys, and the double opt-in's constants.
 */
import { z } from 'zod'
import { LANGUAGES } from '@/lib/config/markets'
import { EMAIL_PATTERN, NAME_PATTERN, NEWSLETTER_ENDPOINT, NEWSLETTER_ERRORS } from './form'
import { GENDERS, salutationCode } from './salutation'

/** The salutation codes the service knows (m 0, f 2, n 3, d 4; spec 02 §7). */
export const SALUTATION_CODES: readonly number[] = [...new Set(GENDERS.map(salutationCode))]
/** Where a sign-up came from: a content block's `source`, or the register form. */
export const NEWSLETTER_SOURCE = /^[\w.:-]{1,64}$/

/** How long a confirmation link works; a later sign-up sends a new one. */
export const CONFIRM_LINK_DAYS = 7
export const NEWSLETTER_CONFIRM_PATH = `${NEWSLETTER_ENDPOINT}confirm/`

const invalid = { error: NEWSLETTER_ERRORS.invalid }
const name = z
  .string(invalid)
  .max(100, invalid)
  .trim()
  .min(1, { error: NEWSLETTER_ERRORS.nameRequired, abort: true })
  .regex(NAME_PATTERN, { error: NEWSLETTER_ERRORS.name })

export const newsletterRequestSchema = z.object({
  /** "First Last", sent for the service; the two name fields are what is kept. */
  name: z.string(invalid).max(201, invalid).optional(),
  email: z
    .string(invalid)
    .max(254, { error: NEWSLETTER_ERRORS.email })
    .trim()
    .min(1, { error: NEWSLETTER_ERRORS.emailRequired, abort: true })
    .regex(EMAIL_PATTERN, { error: NEWSLETTER_ERRORS.email })
    // Spec 02 §5: lowercased before sending; again here, so one address is one subscription.
    .toLowerCase(),
  source: z.string(invalid).regex(NEWSLETTER_SOURCE, invalid),
  shopId: z.number(invalid).int(invalid).positive(invalid),
  firstName: name,
  lastName: name,
  salutation: z
    .number({ error: NEWSLETTER_ERRORS.salutationRequired })
    .refine((code) => SALUTATION_CODES.includes(code), { error: NEWSLETTER_ERRORS.salutationRequired }),
})
export type NewsletterRequest = z.output<typeof newsletterRequestSchema>

/** `?locale=`: the language of the confirmation mail; the market's first language when absent. */
export const newsletterQuerySchema = z.object({ locale: z.enum(LANGUAGES).optional() })

/** The confirmation link's query. A malformed token is not refused: it is simply no valid link. */
export const confirmQuerySchema = z.object({ token: z.string().max(200).optional().catch(undefined) })

/** The confirmation link of a token, on the market's own origin (lib/config/origin.ts). */
export const confirmUrl = (origin: string, token: string) =>
  `${origin}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`

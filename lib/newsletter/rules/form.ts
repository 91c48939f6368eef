/**
 * The newsletter form's rules (spec 02 §5) and the request body of spec 02 §7. Runs in the browser,
 * hence zod/mini.
 */
import * as z from 'zod/mini'
import { GENDERS, salutationCode } from './salutation'

export const NEWSLETTER_ENDPOINT = '/api/mcs/selfi/newsletter/'

/** Message keys of the form errors (namespace content.newsletter.errors). */
export const NEWSLETTER_ERRORS = {
  nameRequired: 'nameRequired',
  name: 'name',
  emailRequired: 'emailRequired',
  email: 'email',
  salutationRequired: 'salutationRequired',
  consentRequired: 'consentRequired',
  /** A value of the wrong type (never from the form's own fields). */
  invalid: 'invalid',
} as const
export type NewsletterError = keyof typeof NEWSLETTER_ERRORS

// Spec 02 §5: only letters, hyphen, dot and space. Shared with the account forms (lib/account/rules).
export const NAME_PATTERN = /^[\p{L}\p{M}.\- ]+$/u
// The address check of the shop's forms: one @, no spaces, a dot in the domain part.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

const name = z.string().check(
  z.refine((value) => value.trim() !== '', { error: NEWSLETTER_ERRORS.nameRequired, abort: true }),
  z.refine((value) => NAME_PATTERN.test(value.trim()), { error: NEWSLETTER_ERRORS.name }),
)

export const newsletterFormSchema = z.object({
  salutation: z.string().check(
    z.refine((value) => (GENDERS as readonly string[]).includes(value), {
      error: NEWSLETTER_ERRORS.salutationRequired,
    }),
  ),
  firstName: name,
  lastName: name,
  email: z.string().check(
    z.refine((value) => value.trim() !== '', { error: NEWSLETTER_ERRORS.emailRequired, abort: true }),
    z.refine((value) => EMAIL_PATTERN.test(value.trim()), { error: NEWSLETTER_ERRORS.email }),
  ),
  consent: z.boolean().check(z.refine((value) => value, { error: NEWSLETTER_ERRORS.consentRequired })),
})
export type NewsletterFormValues = z.infer<typeof newsletterFormSchema>

export interface NewsletterBody {
  name: string
  email: string
  source: string
  shopId: number
  firstName: string
  lastName: string
  salutation: number
}

/** The POST body of spec 02 §7: trimmed names, the email lowercased, the salutation as its code. */
export function newsletterBody(
  values: Pick<NewsletterFormValues, 'firstName' | 'lastName' | 'email' | 'salutation'>,
  meta: { shopId: number; source: string },
): NewsletterBody {
  const firstName = values.firstName.trim()
  const lastName = values.lastName.trim()
  return {
    name: `${firstName} ${lastName}`,
    email: values.email.trim().toLowerCase(),
    source: meta.source,
    shopId: meta.shopId,
    firstName,
    lastName,
    salutation: salutationCode(values.salutation),
  }
}

export type NewsletterResult = 'subscribed' | 'failed'

/**
 * Sends the subscription; any 2xx answer is success, everything else (and a network error) fails.
 * `language` (`?locale=`) is the language of the confirmation mail; without it, the market's first.
 */
export async function subscribeNewsletter(
  body: NewsletterBody,
  { signal, language }: { signal?: AbortSignal; language?: string } = {},
): Promise<NewsletterResult> {
  try {
    const url = language
      ? `${NEWSLETTER_ENDPOINT}?locale=${encodeURIComponent(language)}`
      : NEWSLETTER_ENDPOINT
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal,
    })
    return response.ok ? 'subscribed' : 'failed'
  } catch (error) {
    if (signal?.aborted) throw error
    return 'failed'
  }
}

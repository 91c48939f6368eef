/**
 * The newsletter service's salutation codes (spec 02 §7): m → 0, f → 2, n → 3, d → 4, anything else
 * 0. The gender values are the form's (spec 02 §3: m male, f female, d divers, n company).
 */
export const GENDERS = ['m', 'f', 'd', 'n'] as const
export type Gender = (typeof GENDERS)[number]

const SALUTATION_CODES: Record<Gender, number> = { m: 0, f: 2, n: 3, d: 4 }
const DEFAULT_SALUTATION_CODE = 0

export const isGender = (value: unknown): value is Gender => (GENDERS as readonly unknown[]).includes(value)

/** The salutation code sent for a gender; exact, lowercase values only, as the form sends them. */
export function salutationCode(gender: unknown): number {
  return isGender(gender) ? SALUTATION_CODES[gender] : DEFAULT_SALUTATION_CODE
}

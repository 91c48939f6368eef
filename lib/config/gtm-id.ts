/**
 * GTM_ID: the tag manager's container id (spec 01 §5): `GTM-` followed by uppercase letters and digits.
 * A wrong id stops the start with an error that says it is not a valid id and suggests the corrected one
 * (`gtm-abc12` → `GTM-ABC12`). Unset: no tag manager. Pure.
 */

export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/

export function isValidGtmId(id: string): boolean {
  return GTM_ID_PATTERN.test(id)
}

/** The id as it was probably meant: trimmed, uppercased, `GTM-` in front, other characters dropped. */
export function suggestGtmId(id: string): string | null {
  const body = id
    .trim()
    .toUpperCase()
    .replace(/^GTM[-_ ]?/, '')
    .replace(/[^A-Z0-9]/g, '')
  return body ? `GTM-${body}` : null
}

/** The error message for an invalid id (spec 01 §5), with the suggestion when one can be made. */
export function gtmIdProblem(id: string): string | null {
  if (isValidGtmId(id)) return null
  const suggestion = suggestGtmId(id)
  return `GTM_ID "${id}" is not a valid tag manager id (GTM- followed by uppercase letters and digits)${
    suggestion ? `; did you mean "${suggestion}"?` : ''
  }`
}

/** The configured id, null when unset; throws (naming the variable and the suggestion) when invalid. */
export function gtmIdFromEnv(env: Record<string, string | undefined>): string | null {
  // `||`: dotenv files set unset values as ''.
  const id = env.GTM_ID?.trim() || null
  if (id === null) return null
  const problem = gtmIdProblem(id)
  if (problem) throw new Error(problem)
  return id
}

/** Reads one cookie from `Cookie` header or `document.cookie` text, for rules shared by server and browser. */

/** The raw value of cookie `name` (first occurrence, not decoded), or null when it is not there. */
export function cookieValue(text: string | null | undefined, name: string): string | null {
  if (!text) return null
  for (const part of text.split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return null
}

/**
 * Text the shop refuses at its boundary (issue 13 item 5): NUL (PostgreSQL text and jsonb cannot hold it,
 * 22P05/22021), unpaired UTF-16 surrogates (not encodable as UTF-8: drivers and JSON.stringify choke) and
 * JSON nested deeper than any request needs (recursive code and PostgreSQL's jsonb hit their stack,
 * 54001). Route helpers apply these to every parsed body, query and path parameter; safeText() is the
 * same check for a schema that parses text itself.
 */
import { z } from 'zod'

/** Deeper nesting is refused: the deepest request the shop takes (a basket's attributes) nests 3. */
export const MAX_JSON_DEPTH = 32

// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a text is refused, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character'
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired surrogate'
  return null
}

/**
 * Why a parsed JSON value is refused (nesting over `maxDepth`, or a key or string failing textProblem),
 * with the path of the first offence; null when it is fine. Iterative, so any depth is safe to walk.
 */
export function jsonTextProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }]
  while (stack.length > 0) {
    const item = stack.pop()!
    const at = item.path ? `${item.path}: ` : ''
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value)
      if (problem) return `${at}${problem}`
      continue
    }
    if (typeof item.value !== 'object' || item.value === null) continue
    if (item.depth >= maxDepth) return `${at}nested deeper than ${maxDepth} levels`
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key
      const keyProblem = textProblem(key)
      if (keyProblem) return `${item.path || '(root)'}: a key ${keyProblem}`
      stack.push({ value: child, depth: item.depth + 1, path })
    }
  }
  return null
}

/** The problems of a record of strings (query or path parameters), named `${where}.${key}`. */
export function textFieldProblems(where: string, values: Record<string, unknown>) {
  const problems: { field: string; message: string }[] = []
  for (const [key, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value]
    const problem =
      textProblem(key) ?? texts.map((t) => (typeof t === 'string' ? textProblem(t) : null)).find(Boolean)
    if (problem) problems.push({ field: `${where}.${key}`, message: problem })
  }
  return problems
}

/** A zod string that refuses what textProblem refuses, e.g. `safeText().max(200)` in a schema. */
export const safeText = () =>
  z.string().superRefine((text, context) => {
    const problem = textProblem(text)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

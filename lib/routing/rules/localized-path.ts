/** Which screen a localised path names (spec 01 §2: every route has a localised path per language). */
import type { Language } from '@/lib/config'
import { PATHNAMES, type InternalPathname } from '@/lib/i18n/pathnames'

export interface PathMatch {
  internal: InternalPathname
  /** Internal path with parameters filled in, segments still decoded. */
  segments: string[]
  params: Record<string, string | string[]>
}

interface CompiledTemplate {
  internal: InternalPathname
  localized: string[]
  internalParts: string[]
}

const split = (path: string) => path.split('/').filter(Boolean)

function compile(language: Language): CompiledTemplate[] {
  const templates = Object.entries(PATHNAMES).map(([internal, localized]) => ({
    internal: internal as InternalPathname,
    localized: split(typeof localized === 'string' ? localized : localized[language]),
    internalParts: split(internal),
  }))
  // Literal segments beat parameters: more literals first, then longer templates.
  const literals = (t: CompiledTemplate) => t.localized.filter((s) => !s.startsWith('[')).length
  return templates.sort((a, b) => literals(b) - literals(a) || b.localized.length - a.localized.length)
}

const compiled = new Map<Language, CompiledTemplate[]>()
function templatesFor(language: Language) {
  let list = compiled.get(language)
  if (!list) compiled.set(language, (list = compile(language)))
  return list
}

/**
 * Matches path segments against a template's parts (`[name]` one segment, `[...name]` the rest):
 * the parameters, or null. Shared with the language switch, which matches internal routes.
 */
export function matchPathTemplate(
  parts: readonly string[],
  segments: readonly string[],
): PathMatch['params'] | null {
  const params: PathMatch['params'] = {}
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part)
    if (catchAll) {
      const rest = segments.slice(i)
      if (rest.length === 0) return null
      params[catchAll[1] as string] = rest
      return params
    }
    const segment = segments[i]
    if (segment === undefined) return null
    const param = /^\[(\w+)\]$/.exec(part)
    if (param) params[param[1] as string] = segment
    else if (part !== segment) return null
  }
  return segments.length === parts.length ? params : null
}

/** Finds the screen a localised path (decoded segments after the language) belongs to. */
export function matchLocalizedPath(language: Language, segments: string[]): PathMatch | null {
  for (const template of templatesFor(language)) {
    const params = matchPathTemplate(template.localized, segments)
    if (!params) continue
    const filled = template.internalParts.flatMap((part) => {
      const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(part)?.[1]
      if (!name) return [part]
      const value = params[name]
      return Array.isArray(value) ? value : [value as string]
    })
    return { internal: template.internal, segments: filled, params }
  }
  return null
}

/**
 * The story files under content/stories/ — one file per story, in Storyblok's own storage format:
 * field-level translation as `field__i18n__{lang}` keys beside the default-language value, translated
 * slugs as full paths per language. full_slug, slug and (when absent) id come from the file's place.
 */
import { z } from 'zod'
import { CONTENT_LANGUAGE_CODES } from '@/lib/content/rules/types'

const isoDate = z.iso.datetime({ offset: true })

const translatedSlugFileSchema = z.object({
  lang: z.enum(CONTENT_LANGUAGE_CODES as [string, ...string[]]),
  // A path, not a URL: no leading slash, no language prefix, lower-case segments.
  path: z
    .string()
    .regex(/^[\p{Ll}\p{N}_-]+(\/[\p{Ll}\p{N}_-]+)*\/?$/u, 'a lower-case path like magazin/mein-artikel'),
  name: z.string().min(1).nullable().default(null),
})

export const storyFileSchema = z
  .object({
    uuid: z.guid(),
    id: z.number().int().positive().optional(),
    name: z.string().min(1),
    content: z.looseObject({ component: z.string().min(1), _uid: z.string().min(1) }),
    translated_slugs: z.array(translatedSlugFileSchema).default([]),
    published_at: isoDate.nullable().optional(),
    first_published_at: isoDate.nullable().optional(),
    created_at: isoDate.optional(),
    updated_at: isoDate.optional(),
    sort_by_date: z.iso.date().nullable().default(null),
    position: z.number().int().default(0),
    tag_list: z.array(z.string()).default([]),
    path: z.string().nullable().default(null),
    meta_data: z.record(z.string(), z.unknown()).nullable().default(null),
  })
  .strict()
  .superRefine((file, ctx) => {
    const langs = file.translated_slugs.map((t) => t.lang)
    if (new Set(langs).size !== langs.length)
      ctx.addIssue({ code: 'custom', path: ['translated_slugs'], message: 'one entry per language' })
    for (const problem of blockProblems(file.content, ['content']))
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message })
  })

export type StoryFile = z.infer<typeof storyFileSchema>

interface BlockProblem {
  path: (string | number)[]
  message: string
}

/**
 * Every object with a `component` is a block and needs an `_uid` unique within the story: the
 * visual editor and React keys rely on it. Walks the whole tree, translated values included.
 */
function blockProblems(root: unknown, rootPath: (string | number)[]): BlockProblem[] {
  const problems: BlockProblem[] = []
  const seen = new Set<string>()
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]))
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if ('component' in record) {
      const uid = record._uid
      // A translated body (`body__i18n__fr`) may repeat the default body's blocks and their ids.
      const inTranslation = path.some((p) => typeof p === 'string' && p.includes('__i18n__'))
      if (typeof record.component !== 'string' || !record.component)
        problems.push({ path: [...path, 'component'], message: 'a block needs a component name' })
      if (typeof uid !== 'string' || !uid)
        problems.push({ path: [...path, '_uid'], message: 'a block needs an _uid' })
      else if (!inTranslation && seen.has(uid))
        problems.push({ path: [...path, '_uid'], message: `duplicate _uid ${uid}` })
      else if (!inTranslation) seen.add(uid)
    }
    for (const [key, value] of Object.entries(record)) walk(value, [...path, key])
  }
  walk(root, rootPath)
  return problems
}

/**
 * Stories as the Content Delivery API v2 answers them (spec 01 §3: uuid, content.body, full_slug,
 * translated_slugs, links, rels), for Storyblok and the embedded content service alike. The schemas are
 * loose on purpose: blocks carry fields of their own, which the block components validate.
 */
import { z } from 'zod'
import { LANGUAGES, type Language } from '@/lib/config/markets'

/**
 * The space's default language: its content has no `__i18n__` suffix and its answers carry
 * `lang: 'default'`. The other shop languages are the space's language codes.
 */
export const CONTENT_DEFAULT_LANGUAGE: Language = 'de'
export const CONTENT_LANGUAGE_CODES: readonly Language[] = LANGUAGES.filter(
  (l) => l !== CONTENT_DEFAULT_LANGUAGE,
)

export const blockSchema = z.looseObject({
  component: z.string().min(1),
  _uid: z.string().min(1),
  _editable: z.string().optional(),
})
/** A content block ("blok"): component name, id, and fields of its own. */
export type Block = z.infer<typeof blockSchema>

export const translatedSlugSchema = z.object({
  lang: z.string(),
  path: z.string(),
  name: z.string().nullable(),
  published: z.boolean().nullable().optional(),
})
export type TranslatedSlug = z.infer<typeof translatedSlugSchema>

const storyFrame = z.object({
  id: z.number().int(),
  uuid: z.string().min(1),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  default_full_slug: z.string().nullable().optional(),
  lang: z.string(),
  translated_slugs: z.array(translatedSlugSchema).nullable().optional(),
  content: blockSchema,
  published_at: z.string().nullable().optional(),
  first_published_at: z.string().nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().nullable().optional(),
  sort_by_date: z.string().nullable().optional(),
  position: z.number().optional(),
  tag_list: z.array(z.string()).optional(),
  is_startpage: z.boolean().optional(),
  parent_id: z.number().nullable().optional(),
  group_id: z.string().optional(),
})
/** Checks the frame of a story; other story fields pass through unchecked. */
export const storySchema = storyFrame.loose()
export type Story<C extends Block = Block> = Omit<z.infer<typeof storyFrame>, 'content'> & { content: C }

/** A story link as `resolve_links=url` puts it into a multilink's `story`. */
export interface LinkUrlObject {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  url: string
}

/** A Storyblok multilink field value. `id` holds the target story's uuid when linktype is story. */
export interface Multilink {
  fieldtype?: 'multilink'
  linktype: 'story' | 'url' | 'email' | 'asset'
  id?: string
  url?: string
  cached_url?: string
  email?: string
  anchor?: string
  target?: '_blank' | '_self'
  story?: Story | LinkUrlObject
}

export interface StoriesPage {
  stories: Story[]
  total: number
  perPage: number
  page: number
}

/**
 * Where content comes from: Storyblok when STORYBLOK_TOKEN is set, the embedded content service
 * otherwise.
 *
 * - STORYBLOK_TOKEN: the space's public (or preview) access token
 * - STORYBLOK_PREVIEW_TOKEN: the preview token for drafts in editor preview (default STORYBLOK_TOKEN)
 * - STORYBLOK_REGION: eu | us | ap | ca | cn (default eu)
 */
import 'server-only'
import { z } from 'zod'

export const STORYBLOK_REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const
export type StoryblokRegion = (typeof STORYBLOK_REGIONS)[number]

// `||` semantics: dotenv files set unset values as ''.
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

const envSchema = z.object({
  STORYBLOK_TOKEN: optionalText,
  STORYBLOK_PREVIEW_TOKEN: optionalText,
  STORYBLOK_REGION: optionalText.pipe(z.enum(STORYBLOK_REGIONS).default('eu')),
})

export type ContentSource =
  | { kind: 'embedded' }
  | { kind: 'storyblok'; token: string; previewToken: string; region: StoryblokRegion }

export function contentSourceFromEnv(env: Record<string, string | undefined>): ContentSource {
  const parsed = envSchema.parse(env)
  if (!parsed.STORYBLOK_TOKEN) return { kind: 'embedded' }
  return {
    kind: 'storyblok',
    token: parsed.STORYBLOK_TOKEN,
    previewToken: parsed.STORYBLOK_PREVIEW_TOKEN ?? parsed.STORYBLOK_TOKEN,
    region: parsed.STORYBLOK_REGION,
  }
}

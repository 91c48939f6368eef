/**
 * PREVIEW_EDITOR_ORIGINS: origins besides Storyblok's visual editor (https://app.storyblok.com) that may
 * frame the editor preview (issue 13 item 9, Content-Security-Policy frame-ancestors), space-separated,
 * e.g. a self-hosted editor, or `http://127.0.0.1:*` for the e2e suite's stand-in editor. Default none.
 */
import { z } from 'zod'

// A CSP host source with scheme: scheme://host[:port|:*], host possibly `*.`-prefixed; nothing else.
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i

const envSchema = z.object({
  PREVIEW_EDITOR_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(ORIGIN, 'each an origin such as https://editor.example.com')).max(10)),
})

/** The extra editor origins; throws (naming the variable) on anything but origins. */
export function previewEditorOriginsFromEnv(env: Record<string, string | undefined>): string[] {
  return envSchema.parse({ PREVIEW_EDITOR_ORIGINS: env.PREVIEW_EDITOR_ORIGINS }).PREVIEW_EDITOR_ORIGINS
}

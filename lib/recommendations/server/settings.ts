/**
 * Which recommendation engine answers: the embedded one over the shop's database unless
 * RECOMMENDATION_ENGINE_URL names an external engine.
 *
 * - RECOMMENDATION_ENGINE_URL: base URL of an engine speaking spec 02 §7; the shop POSTs to
 *   `{url}/optimization/recommend/user`
 * - RECOMMENDATION_ENGINE_TIMEOUT_MS: how long one call may take (default 1000, 50 … 30000)
 * - RECOMMENDATION_PROJECT_ID: the project_id sent with every request (default storefront)
 */
import 'server-only'
import { z } from 'zod'

export const DEFAULT_ENGINE_TIMEOUT_MS = 1000
export const DEFAULT_PROJECT_ID = 'storefront'

// `||` semantics: dotenv files set unset values as ''.
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)

const envSchema = z.object({
  RECOMMENDATION_ENGINE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).optional(),
  ),
  RECOMMENDATION_ENGINE_TIMEOUT_MS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'expected milliseconds')
      .transform(Number)
      .pipe(z.number().int().min(50).max(30_000))
      .optional(),
  ),
  RECOMMENDATION_PROJECT_ID: optionalText.pipe(z.string().max(64).optional()),
})

export type EngineChoice = { kind: 'embedded' } | { kind: 'http'; url: string; timeoutMs: number }

export interface RecommendationSettings {
  engine: EngineChoice
  projectId: string
}

/** Throws a ZodError naming the variable when a value is wrong. */
export function recommendationSettingsFromEnv(
  env: Record<string, string | undefined>,
): RecommendationSettings {
  const parsed = envSchema.parse(env)
  const projectId = parsed.RECOMMENDATION_PROJECT_ID ?? DEFAULT_PROJECT_ID
  if (!parsed.RECOMMENDATION_ENGINE_URL) return { engine: { kind: 'embedded' }, projectId }
  return {
    engine: {
      kind: 'http',
      url: parsed.RECOMMENDATION_ENGINE_URL,
      timeoutMs: parsed.RECOMMENDATION_ENGINE_TIMEOUT_MS ?? DEFAULT_ENGINE_TIMEOUT_MS,
    },
    projectId,
  }
}

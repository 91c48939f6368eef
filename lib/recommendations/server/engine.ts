import 'server-only'

/** The process's recommendation engine: the external one or the embedded one, as ./settings.ts chooses. */
import { processSingleton } from '@/lib/cache/process-singleton'
import { getDb } from '@/lib/db'
import type { RecommendationEngine } from '../rules/contract'
import { createEmbeddedEngine } from './embedded/engine'
import { createHttpEngine } from './http-engine'
import { recommendationSettingsFromEnv, type EngineChoice, type RecommendationSettings } from './settings'

/** The engine a configuration chooses: external with RECOMMENDATION_ENGINE_URL, embedded otherwise. */
export function engineFor(choice: EngineChoice): RecommendationEngine {
  return choice.kind === 'http'
    ? createHttpEngine({ url: choice.url, timeoutMs: choice.timeoutMs })
    : createEmbeddedEngine(getDb)
}

/** Read once per process, like lib/content's source; a wrong value throws naming the variable. */
export function recommendationSettings(): RecommendationSettings {
  return processSingleton('__storefrontRecommendationSettings', () =>
    recommendationSettingsFromEnv(process.env),
  )
}

export function recommendationEngine(): RecommendationEngine {
  return processSingleton('__storefrontRecommendationEngine', () =>
    engineFor(recommendationSettings().engine),
  )
}

/** The shop's own engine, whatever is configured: what app/api/reco exposes. */
export const embeddedEngine: RecommendationEngine = createEmbeddedEngine(getDb)

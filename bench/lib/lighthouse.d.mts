// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export const CATEGORIES: readonly ['performance', 'accessibility', 'best-practices', 'seo']
export const CHROME_FLAGS: string[]
export interface Scores {
  perf: number | null
  a11y: number | null
  bp: number | null
  seo: number | null
  cls: number | null
  lcpMs: number | null
  tbtMs: number | null
  finalUrl: string | null
  error: string | null
}
export function scoresFromLhr(lhr: {
  categories: Record<string, { score: number | null } | undefined>
  runtimeError?: { message: string }
  finalDisplayedUrl?: string
  audits?: Record<string, { numericValue?: number } | undefined>
}): Scores
export const SHOPPER_USER_AGENT: string
export function runLighthouse(
  url: string,
  options: { chromePath: string; reportDir?: string; name: string; runs?: number },
): Promise<Scores & { runs: number; perfRuns: (number | null)[] }>

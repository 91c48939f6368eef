// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export interface Metrics {
  reqPerSec: number | null
  p99Ms: number | null
  jsKbGz: number | null
  perf: number | null
  a11y: number | null
}
export type BudgetKey =
  | 'minReqRatio'
  | 'maxP99Ratio'
  | 'maxJsKb'
  | 'maxExtraJsKb'
  | 'minPerfRatio'
  | 'minA11y'
export interface Verdict {
  rule: BudgetKey
  limit: number
  actual: number | null
  verdict: 'pass' | 'fail' | 'n/a'
}
export function ratio(value: number | null | undefined, base: number | null | undefined): number | null
export function relativeMetrics(
  page: Metrics,
  baseline: Metrics | undefined,
): { reqRatio: number | null; p99Ratio: number | null; perfRatio: number | null; extraJsKb: number | null }
export function budgetVerdicts(
  budget: Partial<Record<BudgetKey, number>> | undefined,
  values: Record<string, number | null>,
): Verdict[]
export function summarizeVerdicts(verdicts: Verdict[]): string

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
  | 'minSizedReqRatio'
  | 'maxP99Ratio'
  | 'maxHtmlKb'
  | 'maxJsKb'
  | 'maxExtraJsKb'
  | 'maxFirstRenderCpuMs'
  | 'minPerfRatio'
  | 'maxPerfDrop'
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
  sized?: Pick<Metrics, 'reqPerSec' | 'p99Ms'>,
): {
  reqRatio: number | null
  p99Ratio: number | null
  sizedReqRatio: number | null
  sizedP99Ratio: number | null
  perfRatio: number | null
  perfDrop: number | null
  extraJsKb: number | null
}
export function budgetMetric(key: BudgetKey): string
export function limitLabel(key: BudgetKey, limit: number): string
export function budgetVerdicts(
  budget: Partial<Record<BudgetKey, number>> | undefined,
  values: Record<string, number | null>,
): Verdict[]

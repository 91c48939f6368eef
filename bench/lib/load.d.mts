// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export interface LoadSummary {
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  meanMs: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
}
export interface AutocannonResultPart {
  requests: { mean: number; total: number }
  latency: { p50: number; p99: number; mean: number }
  non2xx: number
  errors: number
  timeouts: number
  statusCodeStats?: Record<string, { count: number }>
}
export function runLoad(target: {
  port: number
  host: string
  path: string
  connections: number
  duration: number
}): Promise<LoadSummary>
export function summarizeLoad(result: AutocannonResultPart): LoadSummary
export function round(value: number, digits: number): number

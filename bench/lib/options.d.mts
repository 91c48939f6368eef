// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export const DEFAULTS: {
  connections: number
  duration: number
  quickDuration: number
  warmup: number
  quickWarmup: number
}
export const USAGE: string
export class UsageError extends Error {}
export interface BenchOptions {
  build: boolean
  lighthouse: boolean
  lighthouseRuns: number
  adds: boolean
  soak: boolean
  quick: boolean
  connections: number
  duration: number
  warmup: number
  port: number | undefined
  only: string[] | undefined
  help: boolean
}
export function parseOptions(argv: string[], env?: Record<string, string | undefined>): BenchOptions
export function countFlag(argv: string[], name: string, fallback: number): number

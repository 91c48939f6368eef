// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export const FIRST_RENDERS: number
export const RENDERED_PATH: string
export function firstRenderPaths(template: string, count: number, start?: number): string[]
export function measureFirstRenders(options: {
  port: number
  host: string
  template: string
  cpuMs: () => number | null
  count?: number
}): Promise<{
  count: number
  cpuMsMean: number | null
  wallMsMedian: number | null
  example: string | undefined
}>
export function measureBareFirstRenders(options: {
  port: number
  host: string
  targetPath: string
  cpuMs: () => number | null
}): Promise<{
  paddingKb: number
  count: number
  cpuMsMean: number | null
  wallMsMedian: number | null
  example: string | undefined
}>

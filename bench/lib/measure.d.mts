// Types for the TypeScript tests (the project does not type-check .mjs files itself).
import type { BenchPage } from './pages.mjs'

export function htmlSize(body: Buffer): { htmlKb: number; inlineScriptKb: number }
export function measurePage(
  page: BenchPage,
  port: number,
  options: { connections: number; duration: number; warmup: number },
  server: { cpuMs(): number | null },
  log: (message: string) => void,
): Promise<Record<string, unknown>>

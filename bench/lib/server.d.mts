// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export interface BenchServer {
  port: number
  cpuMs(): number | null
  rssKb(): number | null
  logTail(): string
  hasExited(): boolean
  exit: Promise<unknown>
  stop(graceMs?: number): Promise<void>
}
export function findFreePort(): Promise<number>
export function distDir(env?: Record<string, string | undefined>): string
export function hasBuild(cwd: string, env?: Record<string, string | undefined>): boolean
export function buildApp(cwd: string): Promise<void>
export function startServer(options: { cwd: string; port: number }): BenchServer
export function waitUntilReady(
  server: BenchServer,
  probe: { host: string; path: string; timeoutMs?: number },
): Promise<void>
export function startBuiltServer(
  cwd: string,
  argv: string[],
  label: string,
  host: string,
): Promise<BenchServer>

// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export interface BenchServer {
  port: number
  logTail(): string
  hasExited(): boolean
  exit: Promise<unknown>
  stop(graceMs?: number): Promise<void>
}
export function findFreePort(): Promise<number>
export function hasBuild(cwd: string): boolean
export function buildApp(cwd: string): Promise<void>
export function startServer(options: { cwd: string; port: number }): BenchServer
export function waitUntilReady(
  server: BenchServer,
  probe: { host: string; path: string; timeoutMs?: number },
): Promise<void>

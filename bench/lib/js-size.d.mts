// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export function extractScripts(html: string): { srcs: string[]; inline: string[] }
export function sameOriginPath(src: string, origin: string): string | null
export function gzipSize(bytes: Buffer | string): number
export function toKb(bytes: number): number
export function measureJs(page: { port: number; host: string; html: string }): Promise<{
  jsKbGz: number
  inlineKbGz: number
  scripts: { path: string; bytes: number; gzipBytes: number }[]
  external: string[]
}>

// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export const SIZED_PATH: string
export function paddingFor(
  targetBytes: number,
  a: { kb: number; bytes: number },
  b: { kb: number; bytes: number },
): number
export function sizedBaselinePath(options: {
  port: number
  host: string
  targetPath: string
}): Promise<{ path: string; kb: number; targetBytes: number }>

// Types of misses-in-memory.mjs (plain JavaScript, loaded by Next outside the bundle).
export function isMiss(data: unknown): boolean

export default class MissesInMemoryCache {
  constructor(ctx: Record<string, unknown>)
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: unknown } | null>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
}

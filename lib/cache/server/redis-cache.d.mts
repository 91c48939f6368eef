// Types of redis-cache.mjs (plain JavaScript, loaded by Next outside the bundle).
export function keyPrefix(env?: Record<string, string | undefined>): string
export function disconnectRedisCache(): void

export default class RedisCache {
  constructor(ctx: Record<string, unknown>)
  get(key: string, ctx?: Record<string, unknown>): Promise<{ value: unknown; lastModified: number } | null>
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

/**
 * The cacheHandler of next.config.ts: Next's response and data cache in Redis when REDIS_URL is set
 * (./redis-cache.mjs: shared by every server), else on this server's disk with misses in memory
 * (./misses-in-memory.mjs), as a single server keeps it. `next build` always writes to its own folder:
 * what it prerenders ships with the build, and a build needs no Redis.
 */
import MissesInMemoryCache from './misses-in-memory.mjs'
import RedisCache from './redis-cache.mjs'

const building = process.env.NEXT_PHASE === 'phase-production-build'
const useRedis = Boolean(process.env.REDIS_URL?.trim()) && !building

export default useRedis ? RedisCache : MissesInMemoryCache

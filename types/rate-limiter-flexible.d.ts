// rate-limiter-flexible's classes by their own files. The package index loads every store it has (the
// cluster limiter's process messaging, the Drizzle stores' computed imports) and bundlers choke on some of
// them (animir/node-rate-limiter-flexible#282, #323); its maintainer advises importing from lib/ instead.
// The types are the index's.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
  export default RateLimiterStoreAbstract
}
declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import { RateLimiterRedis } from 'rate-limiter-flexible'
  export default RateLimiterRedis
}
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible'
  export default RateLimiterMemory
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible'
  export default RateLimiterRes
}

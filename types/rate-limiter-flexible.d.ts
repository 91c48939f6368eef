// The store base class of rate-limiter-flexible: typed by the package, but exported from its index only as a
// type. lib/http/server/rate-limit-database.ts builds the database store on it.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
  export default RateLimiterStoreAbstract
}

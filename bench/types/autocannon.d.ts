// autocannon ships no types; this covers the part bench/lib/load.mjs uses.
declare module 'autocannon' {
  interface Options {
    url: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
    method?: string
    /** Each request may be rewritten before it is sent (e.g. a fresh body per request). */
    requests?: Array<{ setupRequest?: (request: RequestParams) => RequestParams }>
  }
  interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  interface Result {
    requests: { mean: number; total: number }
    latency: { p50: number; p99: number; mean: number }
    non2xx: number
    errors: number
    timeouts: number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}

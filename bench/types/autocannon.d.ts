// autocannon ships no types; this covers the part bench/lib/load.mjs uses.
declare module 'autocannon' {
  interface Options {
    url: string
    headers?: Record<string, string>
    connections?: number
    duration?: number
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

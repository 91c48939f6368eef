import autocannon from 'autocannon'

/**
 * Runs autocannon against one page.
 * @param {{ port: number, host: string, path: string, connections: number, duration: number }} target
 */
export async function runLoad({ port, host, path, connections, duration }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { host },
    connections,
    duration,
  })
  return summarizeLoad(result)
}

/**
 * The numbers the report keeps from an autocannon result.
 * @param {{ requests: { mean: number, total: number }, latency: { p50: number, p99: number, mean: number },
 *   non2xx: number, errors: number, timeouts: number, statusCodeStats?: Record<string, { count: number }> }} r
 */
export function summarizeLoad(r) {
  return {
    reqPerSec: round(r.requests.mean, 1),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    meanMs: round(r.latency.mean, 2),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
  }
}

/** @param {number} value @param {number} digits */
export function round(value, digits) {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

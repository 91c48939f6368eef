import http from 'node:http'

/**
 * One GET against the local server. Node cannot resolve `*.localhost`, and fetch() will not let us set
 * Host, so we always connect to 127.0.0.1 and name the market in the Host header. Redirects are not
 * followed: the bench reports them.
 *
 * @param {{ port: number, host: string, path: string, timeoutMs?: number }} target
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
export function get({ port, host, path, timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        // identity: we gzip the bytes ourselves so sizes don't depend on the server's compression.
        headers: { host, 'accept-encoding': 'identity', 'user-agent': 'storefront-bench' },
        agent: false,
      },
      (res) => {
        const chunks = /** @type {Buffer[]} */ ([])
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`GET ${host}${path} timed out after ${timeoutMs} ms`)),
    )
    req.on('error', reject)
  })
}

/**
 * What a page answered, in words the report can show: `200`, `308 → /de/x/`, `404`.
 * @param {number} status
 * @param {string | undefined} location
 */
export function describeStatus(status, location) {
  const ok = status >= 200 && status < 300
  const redirect = status >= 300 && status < 400
  return { ok, label: redirect && location ? `${status} → ${location}` : String(status) }
}

/**
 * One HTTP exchange with the server under test (Node's fetch cannot set Host).
 * (A factory per market host; the returned function takes port, path, method, headers and body.)
 */
export const exchangeWith = (/** @type {string} */ HOST) =>
  /**
   * @param {{ port: number, path: string, method?: string, headers?: Record<string, string>, body?: string }} o
   * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
   */
  function exchange({ port, path, method = 'GET', headers = {}, body }) {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path, method, headers: { host: HOST, ...headers } },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
        },
      )
      req.on('error', reject)
      req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${path}`)))
      if (body) req.write(body)
      req.end()
    })
  }

let clients = 0
/**
 * A client address of its own for each bench shopper, from RFC 2544's benchmarking range 198.18.0.0/15,
 * sent as X-Forwarded-For (the bench server trusts one proxy, bench/lib/server.mjs): per-address limits
 * such as the 200 new sessions per 10 minutes (lib/http/server/rate-limits.ts) count each shopper apart,
 * as they would for shoppers in a shop, instead of every bench run from 127.0.0.1 as one.
 */
export function benchClientAddress() {
  clients = (clients + 1) % (2 * 256 * 256)
  return `198.${18 + (clients >> 16)}.${(clients >> 8) & 255}.${clients & 255}`
}

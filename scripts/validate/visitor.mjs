// The visitor the validators send: GETs to the server under test as a browser would, with cookies and
// redirects. Node cannot resolve `*.localhost`, so every request goes to 127.0.0.1 with the market's
// Host header.
import http from 'node:http'

const MAX_REDIRECTS = 5

/** The market's own origin on the server's port (README "Markets on localhost"). */
export const marketOrigin = (/** @type {string} */ market, /** @type {number} */ port) =>
  `http://${market}.localhost:${port}`

/**
 * One GET to 127.0.0.1 with the URL's host as Host header (bench/lib/http.mjs does not send cookies).
 * @param {number} port @param {URL} url @param {string} cookie
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>}
 */
function getOnce(port, url, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { host: url.host, 'user-agent': 'storefront-validate', ...(cookie ? { cookie } : {}) }
    const req = http.get({ host: '127.0.0.1', port, path: url.pathname + url.search, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      res.on('error', reject)
    })
    req.setTimeout(60_000, () => req.destroy(new Error(`GET ${url.href} timed out`)))
    req.on('error', reject)
  })
}

/**
 * A visitor: GETs pages following redirects on the same server and keeps the cookies it is given per
 * host, as a browser would (a visitor without cookies would open a new session on every page).
 * @param {number} port
 */
export function visitor(port) {
  /** @type {Map<string, Map<string, string>>} host → cookie name → value */
  const jar = new Map()
  /**
   * @param {string} url absolute, on a `*.localhost` host of that port
   * @returns {Promise<{ status: number, url: string, html: string, contentType: string }>}
   */
  return async function fetchPage(url) {
    let current = new URL(url)
    for (let hop = 0; ; hop += 1) {
      const cookies = jar.get(current.host) ?? new Map()
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      const res = await getOnce(port, current, cookie)
      for (const line of res.headers['set-cookie'] ?? []) {
        const [pair] = line.split(';')
        const at = pair.indexOf('=')
        if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
      }
      jar.set(current.host, cookies)
      const location = res.headers.location
      if (res.status >= 300 && res.status < 400 && location && hop < MAX_REDIRECTS) {
        current = new URL(location, current)
        continue
      }
      return {
        status: res.status,
        url: current.href,
        html: res.body,
        contentType: String(res.headers['content-type'] ?? ''),
      }
    }
  }
}

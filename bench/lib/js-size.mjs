import { gzipSync } from 'node:zlib'
import { get } from './http.mjs'

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/**
 * The scripts a browser loads on first visit, read from the HTML the server sends. This is sturdier than
 * reading .next/ manifests, whose shape changes between Next versions and builders. `nomodule`
 * scripts (legacy polyfills) are left out: a modern browser never fetches them.
 *
 * @param {string} html
 * @returns {{ srcs: string[], inline: string[] }}
 */
export function extractScripts(html) {
  const srcs = /** @type {string[]} */ ([])
  const inline = /** @type {string[]} */ ([])
  for (const [, rawAttributes = '', content = ''] of html.matchAll(SCRIPT_TAG)) {
    const attributes = parseAttributes(rawAttributes)
    if (attributes.has('nomodule')) continue
    const type = attributes.get('type')?.toLowerCase()
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue
    const src = attributes.get('src')
    if (src) {
      if (!srcs.includes(src)) srcs.push(src)
    } else if (content.trim()) inline.push(content)
  }
  return { srcs, inline }
}

/** @param {string} raw */
function parseAttributes(raw) {
  const attributes = new Map()
  for (const [, name = '', dq, sq, bare] of raw.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decodeEntities(dq ?? sq ?? bare ?? ''))
  }
  return attributes
}

/** @param {string} value */
function decodeEntities(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

/**
 * The request path of a same-origin script, or null for a script on another origin (not ours to size).
 * @param {string} src
 * @param {string} origin e.g. `http://localhost:3000`
 */
export function sameOriginPath(src, origin) {
  const url = new URL(src, `${origin}/`)
  return url.origin === new URL(origin).origin ? url.pathname + url.search : null
}

/** @param {Buffer | string} bytes */
export function gzipSize(bytes) {
  return gzipSync(bytes).length
}

/** Kilobytes as Next's build output counts them (1 kB = 1000 bytes). */
export function toKb(/** @type {number} */ bytes) {
  return Math.round(bytes / 100) / 10
}

/**
 * Sums the gzip sizes of a page's external scripts (fetched from the running server) and of its
 * inline scripts (mostly the RSC payload Next streams into the HTML).
 * @param {{ port: number, host: string, html: string }} page
 */
export async function measureJs({ port, host, html }) {
  const { srcs, inline } = extractScripts(html)
  const origin = `http://${host}`
  const scripts = []
  const external = []
  for (const src of srcs) {
    const path = sameOriginPath(src, origin)
    if (path === null) {
      external.push(src)
      continue
    }
    const res = await get({ port, host, path })
    if (res.status !== 200) throw new Error(`script ${path} answered ${res.status}`)
    scripts.push({ path, bytes: res.body.length, gzipBytes: gzipSize(res.body) })
  }
  const gzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0)
  return {
    jsKbGz: toKb(gzipBytes),
    inlineKbGz: inline.length ? toKb(gzipSize(inline.join('\n'))) : 0,
    scripts,
    external,
  }
}

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeStatus, get } from '@/bench/lib/http.mjs'
import { extractScripts, measureJs, sameOriginPath, toKb } from '@/bench/lib/js-size.mjs'
import { runLoad, summarizeLoad } from '@/bench/lib/load.mjs'

const NEXT_LIKE_HTML = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
<script src="/_next/static/chunks/main.js?dpl=1&amp;v=2" async=""></script>
<script src='/_next/static/chunks/page.js' async></script>
<script src=/_next/static/chunks/bare.js></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"@type":"Product"}</script>
<script src="https://cdn.example.com/tag.js"></script>
<script src="/_next/static/chunks/main.js?dpl=1&amp;v=2" async=""></script>
</head><body><script>self.__next_f.push([1,"payload"])</script></body></html>`

describe('first-load JS from the served HTML', () => {
  it('collects script srcs once each, decoding entities, leaving out nomodule and data scripts', () => {
    const { srcs, inline } = extractScripts(NEXT_LIKE_HTML)
    expect(srcs).toEqual([
      '/_next/static/chunks/main.js?dpl=1&v=2',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/bare.js',
      'https://cdn.example.com/tag.js',
    ])
    expect(inline).toEqual(['self.__next_f.push([1,"payload"])'])
  })

  it('sizes only same-origin scripts', () => {
    expect(sameOriginPath('/_next/a.js?x=1', 'http://localhost:3000')).toBe('/_next/a.js?x=1')
    expect(sameOriginPath('http://localhost:3000/b.js', 'http://localhost:3000')).toBe('/b.js')
    expect(sameOriginPath('https://cdn.example.com/c.js', 'http://localhost:3000')).toBeNull()
  })

  it('counts kB as 1000 bytes with one decimal, like the Next build output', () => {
    expect(toKb(1234)).toBe(1.2)
    expect(toKb(129_950)).toBe(130)
  })

  it('tells redirects and errors apart from pages it can measure', () => {
    expect(describeStatus(200, undefined)).toEqual({ ok: true, label: '200' })
    expect(describeStatus(308, '/de/x/')).toEqual({ ok: false, label: '308 → /de/x/' })
    expect(describeStatus(404, undefined)).toEqual({ ok: false, label: '404' })
  })
})

describe('bench against a local server that routes by Host header', () => {
  const chunk = (name: string) => `console.log(${JSON.stringify(name.repeat(200))})`
  const hostsSeen: string[] = []
  let server: Server
  let port: number

  beforeAll(async () => {
    server = createServer((req, res) => {
      hostsSeen.push(req.headers.host ?? '')
      if (req.headers.host?.startsWith('de-ch.localhost') !== true) return void res.writeHead(421).end()
      const path = req.url?.split('?')[0] ?? ''
      if (path === '/page/')
        return void res.writeHead(200, { 'content-type': 'text/html' }).end(NEXT_LIKE_HTML)
      if (path === '/moved') return void res.writeHead(308, { location: '/moved/' }).end()
      const name = path.match(/chunks\/(\w+)\.js$/)?.[1]
      if (name) return void res.writeHead(200).end(chunk(name))
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('connects to 127.0.0.1 and names the market in the Host header', async () => {
    const host = `de-ch.localhost:${port}`
    expect((await get({ port, host, path: '/page/' })).status).toBe(200)
    const moved = await get({ port, host, path: '/moved' })
    expect([moved.status, moved.headers.location]).toEqual([308, '/moved/'])
    expect(hostsSeen).toContain(host)
  })

  it('sums the gzip sizes of the same-origin chunks', async () => {
    const host = `de-ch.localhost:${port}`
    const js = await measureJs({ port, host, html: NEXT_LIKE_HTML })
    const expected = ['main', 'page', 'bare'].reduce((sum, n) => sum + gzipSync(chunk(n)).length, 0)
    expect(js.scripts.map((s) => s.path)).toEqual([
      '/_next/static/chunks/main.js?dpl=1&v=2',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/bare.js',
    ])
    expect(js.jsKbGz).toBe(toKb(expected))
    expect(js.external).toEqual(['https://cdn.example.com/tag.js'])
    expect(js.inlineKbGz).toBeGreaterThan(0)
  })

  it('fails loudly when a chunk is missing instead of under-counting', async () => {
    const host = `de-ch.localhost:${port}`
    const html = '<script src="/_next/static/missing-chunk.js"></script>'
    await expect(measureJs({ port, host, html })).rejects.toThrow(/answered 404/)
  })

  it('load-tests with autocannon and keeps req/s, p50, p99 and the non-2xx count', async () => {
    const load = await runLoad({
      port,
      host: `de-ch.localhost:${port}`,
      path: '/page/',
      connections: 2,
      duration: 1,
    })
    expect(load.reqPerSec).toBeGreaterThan(0)
    expect(load.p99Ms).toBeGreaterThanOrEqual(load.p50Ms)
    expect(load.non2xx).toBe(0)
    expect(load.statusCodes['200']).toBe(load.requests)
    const wrongHost = await runLoad({
      port,
      host: `localhost:${port}`,
      path: '/page/',
      connections: 1,
      duration: 1,
    })
    expect(wrongHost.non2xx).toBe(wrongHost.requests)
  })

  it('summarizes an autocannon result', () => {
    const summary = summarizeLoad({
      requests: { mean: 512.345, total: 5123 },
      latency: { p50: 30, p99: 61, mean: 38.456 },
      non2xx: 2,
      errors: 0,
      timeouts: 0,
      statusCodeStats: { '200': { count: 5121 }, '500': { count: 2 } },
    })
    expect(summary).toEqual({
      reqPerSec: 512.3,
      p50Ms: 30,
      p99Ms: 61,
      meanMs: 38.46,
      requests: 5123,
      non2xx: 2,
      errors: 0,
      timeouts: 0,
      statusCodes: { '200': 5121, '500': 2 },
    })
  })
})

/**
 * The API fuzz suite's plumbing (issue 13, "In CI from now on"): finds every route handler under app/api/
 * by itself, and sends raw HTTP through node:http, which sets any Host, Origin or body bytes the suite
 * generates (a browser's or Playwright's request context would correct or refuse several of them).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest, Agent } from 'node:http'
import path from 'node:path'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const HOST = `de-de.localhost:${PORT}`
export const ORIGIN = `http://${HOST}`

export interface RouteHandlerFile {
  /** The file, relative to the repository, e.g. app/api/shop/product/[id]/route.ts. */
  file: string
  /** The URL's segments; a dynamic one is `{ param: name }` (`catchAll` for [...name]). */
  segments: Array<string | { param: string; catchAll: boolean }>
  methods: string[]
}

const METHOD_EXPORT =
  /export\s+(?:const\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b|(?:async\s+)?function\s+(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b)/g

/** Every app/api/**\/route.ts with the HTTP methods it exports, so a new handler is fuzzed unasked. */
export function discoverRouteHandlers(root = process.cwd()): RouteHandlerFile[] {
  const found: RouteHandlerFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/^route\.(ts|tsx|js)$/.test(entry.name)) {
        const source = readFileSync(full, 'utf8')
        const methods = [...source.matchAll(METHOD_EXPORT)].map((m) => (m[1] ?? m[2]) as string)
        const relative = path.relative(root, full).split(path.sep)
        const segments = relative
          .slice(1, -1)
          .filter((s) => !/^\(.*\)$/.test(s)) // route groups add no segment
          .map((s) => {
            const dynamic = /^\[(\.\.\.)?(\w+)\]$/.exec(s.replace(/^\[\[(.*)\]\]$/, '[$1]'))
            return dynamic ? { param: dynamic[2] as string, catchAll: !!dynamic[1] } : s
          })
        found.push({ file: relative.join('/'), segments, methods: [...new Set(methods)] })
      }
    }
  }
  walk(path.join(root, 'app', 'api'))
  return found.sort((a, b) => a.file.localeCompare(b.file))
}

const FIELD = /\b([a-zA-Z]\w{1,30})\s*:\s*(?:z\s*\.|\w+(?:Schema|Param|Email|Name|Text|Json)\b|id\b)/g
const fieldsOf = (source: string) => [...source.matchAll(FIELD)].map((m) => m[1] as string)

/** Field names the request schemas know (lib/**\/rules), so generated bodies reach past the first check. */
export function schemaFieldNames(root = process.cwd()): string[] {
  const names = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.ts') && full.includes(`${path.sep}rules${path.sep}`)) {
        for (const name of fieldsOf(readFileSync(full, 'utf8'))) names.add(name)
      }
    }
  }
  walk(path.join(root, 'lib'))
  return [...names].sort()
}

/**
 * The field names of the modules a handler imports (and theirs, two levels down), so the odd values of
 * a case land mostly in fields that handler reads.
 */
export function handlerFieldNames(file: string, root = process.cwd()): string[] {
  const names = new Set<string>()
  const seen = new Set<string>()
  const visit = (full: string, depth: number) => {
    if (seen.has(full)) return
    seen.add(full)
    let source: string
    try {
      source = readFileSync(full, 'utf8')
    } catch {
      return
    }
    for (const name of fieldsOf(source)) names.add(name)
    if (depth === 0) return
    for (const m of source.matchAll(/from '(@\/lib\/[^']+|\.{1,2}\/[^']+)'/g)) {
      const spec = m[1] as string
      const base = spec.startsWith('@/')
        ? path.join(root, spec.slice(2))
        : path.resolve(path.dirname(full), spec)
      for (const candidate of [`${base}.ts`, path.join(base, 'index.ts')]) visit(candidate, depth - 1)
    }
  }
  visit(path.join(root, file), 2)
  return [...names].sort()
}

export interface RawRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Buffer
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 })

/**
 * One request to the server under test; rejects only when the server does not answer at all. A kept-alive
 * connection the server closed after its previous answer (it may refuse a body unread) is no finding:
 * a reset is tried once more on a new connection.
 */
export async function send(raw: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  try {
    return await sendOnce(raw, timeoutMs, agent)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ECONNRESET' && code !== 'EPIPE') throw error
    return sendOnce(raw, timeoutMs, false)
  }
}

function sendOnce(raw: RawRequest, timeoutMs: number, via: Agent | false): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const body = raw.body === undefined ? undefined : Buffer.from(raw.body)
    const headers = { ...raw.headers }
    if (body) headers['content-length'] = String(body.length)
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: raw.method,
        path: raw.path,
        headers,
        agent: via,
        // Above Node's 16 kB: a long answer head is not "no answer" (once seen on DELETE addresses/[id]).
        maxHeaderSize: 64 * 1024,
        setHost: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}

/** A visitor of the shop with its own cookies (name=value of every Set-Cookie it received). */
export class Visitor {
  cookies = new Map<string, string>()
  constructor(readonly clientAddress: string) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async call(method: string, urlPath: string, json?: unknown): Promise<RawResponse> {
    const headers: Record<string, string> = {
      host: HOST,
      'x-forwarded-for': this.clientAddress,
      accept: 'application/json',
    }
    if (this.cookies.size) headers.cookie = this.cookieHeader()
    if (method !== 'GET') headers.origin = ORIGIN
    if (json !== undefined) headers['content-type'] = 'application/json'
    const response = await send({
      method,
      path: urlPath,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    const setCookie = response.headers['set-cookie'] ?? []
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    return response
  }

  async json<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
    const response = await this.call(method, urlPath, body)
    if (response.status >= 300) {
      throw new Error(`${method} ${urlPath} answered ${response.status}: ${response.text.slice(0, 300)}`)
    }
    return JSON.parse(response.text) as T
  }
}

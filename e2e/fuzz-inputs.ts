/**
 * Generated requests of the API fuzz suite (issue 13, "In CI from now on"): mostly plausible calls with a
 * field or two made odd, so input reaches the handlers, not only the first 400, besides plainly malformed
 * bodies, queries, path parameters, hosts and headers. Each part carries a kind for the findings list.
 */
import fc from 'fast-check'
import { HOST, ORIGIN, PORT } from './fuzz-http'

export interface FuzzContext {
  fieldNames: string[]
  /** The fields of the handler under test (handlerFieldNames): most odd values go there. */
  focus: string[]
  own: { basketKey: string; wishlistKey: string; cookie: string }
  victim: { basketKey: string; wishlistKey: string; itemKeys: string[] }
  /** Products and variants the victim does not hold: plausible calls never touch the victim's stock. */
  productIds: number[]
  variantIds: number[]
  storeIds: number[]
}

export interface Part<T> {
  kind: string
  value: T
}
const part = <T>(kind: string, value: fc.Arbitrary<T>) => value.map((v): Part<T> => ({ kind, value: v }))

const DEEP = (depth: number) => `"\u0001DEEP${depth}\u0001"`
/** JSON nested `depth` deep, spliced in as text (JSON.stringify itself would recurse that deep). */
function spliceDeep(text: string) {
  return text.replace(/"\\u0001DEEP(\d+)\\u0001"/g, (_, n: string) => {
    const depth = Number(n)
    return '['.repeat(depth) + '{"a":1}' + ']'.repeat(depth)
  })
}

/** Values no field expects: NUL, lone surrogates, huge, wrong types, nesting, injection-looking text. */
const oddValue: fc.Arbitrary<Part<unknown>> = fc.oneof(
  // Text the database or JSON.stringify refuses (issue 13 item 5) comes up most.
  part('nul', fc.constantFrom('\u0000', 'a\u0000b', 'fuzz@example.com\u0000')),
  part('nul', fc.constantFrom('Fuzz\u0000', '\u0000\u0000')),
  part('lone-surrogate', fc.constantFrom('\ud800', 'x\udfffy', '\udc00@example.com')),
  part('lone-surrogate', fc.constantFrom('Fuzz\ud83d', '\udfff')),
  part('unicode', fc.string({ unit: 'binary', maxLength: 40 })),
  part(
    'huge-string',
    fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
  ),
  part('odd-number', fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 1e-300)),
  part('wrong-type', fc.constantFrom(null, true, false, [], {}, [1, 2], { a: 'b' })),
  part('json', fc.jsonValue({ maxDepth: 3 })),
  part('nul-in-json', fc.constantFrom({ note: 'x\u0000' }, { '\ud800': 'x' })),
  part(
    'nul-in-json',
    fc.constantFrom({ a: '\u0000' }, { '\u0000': 1 }, { a: ['\ud800'] }, { '\udfff': 'x' }, ['a\u0000']),
  ),
  part('deep', fc.constantFrom(64, 1_000, 5_000).map(DEEP)),
  part(
    'odd-text',
    fc.constantFrom(
      '__proto__',
      'constructor',
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      '<script>',
      'de\nfr',
    ),
  ),
)

const OMIT = '\u0002omit'

/** Odd text inside free JSON (issue 13 item 5: it reached the database and JSON.stringify). */
const oddJson: fc.Arbitrary<Part<unknown>> = fc.oneof(
  part('nul-in-json', fc.constantFrom({ a: '\u0000' }, { '\u0000': 1 }, { a: { b: ['x\u0000'] } })),
  part('lone-surrogate-in-json', fc.constantFrom({ a: '\ud800' }, { '\udfff': 'x' }, { a: ['x\udc00'] })),
  part('deep', fc.constantFrom(64, 1_000, 5_000).map(DEEP)),
)
const oddText: fc.Arbitrary<Part<unknown>> = fc.oneof(
  part('nul', fc.constantFrom('\u0000', 'a\u0000b', 'Fuzz\u0000')),
  part('lone-surrogate', fc.constantFrom('\ud800', 'x\udfffy', 'Fuzz\ud83d')),
  part(
    'huge-string',
    fc.constantFrom(300, 5_000).map((n) => 'x'.repeat(n)),
  ),
)
/** Mostly an odd value of the field's own type (so the shape checks pass and the value goes deep). */
const oddFor = (key: string) =>
  fc.oneof(
    { weight: 3, arbitrary: /options|data$|filter|constraint|operands/i.test(key) ? oddJson : oddText },
    { weight: 2, arbitrary: oddValue },
  )

/** A plausible value for a field of this name, from the suite's own visitor and the seeded catalog. */
function plausible(key: string, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const k = key.toLowerCase()
  // Mostly the fuzzing visitor's own keys (so input reaches the handler), else the victim's.
  if (k === 'basketkey') return fc.constantFrom(...Array(4).fill(ctx.own.basketKey), ctx.victim.basketKey)
  if (k === 'wishlistkey')
    return fc.constantFrom(...Array(4).fill(ctx.own.wishlistKey), ctx.victim.wishlistKey)
  if (k.endsWith('name')) return fc.constantFrom('Fuzz Name', 'Fuzz')
  if (k === 'itemkey') return fc.constantFrom(...ctx.victim.itemKeys, 'item-1')
  if (k === 'itemcreationid' || k === 'productid')
    return fc.constantFrom(...ctx.productIds, ...ctx.variantIds)
  if (k.endsWith('variantid')) return fc.constantFrom(...ctx.variantIds)
  if (k === 'variantids') return fc.constantFrom(ctx.variantIds.join(','), ctx.variantIds.slice(0, 1))
  if (k === 'storeid') return fc.constantFrom(...ctx.storeIds)
  // The first variant is one the fuzz store holds (a reservation can succeed and reach the database).
  if (k === 'items') return fc.constant([{ variantId: ctx.variantIds[0], quantity: 1 }])
  if (k.includes('quantity') || k === 'page' || k === 'limit') return fc.integer({ min: 1, max: 3 })
  if (k === 'locale' || k === 'language') return fc.constant('de')
  if (k.includes('email')) return fc.integer({ min: 1, max: 99_999 }).map((n) => `fuzz+${n}@example.com`)
  if (k.includes('password')) return fc.constant('Fuzz-Passw0rd-that-is-long')
  if (k === 'options' || k.endsWith('data')) return fc.constant({})
  if (k.startsWith('is') || k.startsWith('has') || k.startsWith('accept')) return fc.boolean()
  // A field of unknown type is left out (an optional record given a string would hide the rest); the
  // edits still put odd values there.
  return fc.constant(OMIT)
}

/** A field name, mostly one the handler under test reads. */
const fieldOf = (ctx: FuzzContext) =>
  ctx.focus.length
    ? fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...ctx.focus) },
        { weight: 1, arbitrary: fc.constantFrom(...ctx.fieldNames) },
      )
    : fc.constantFrom(...ctx.fieldNames)

/** Every known field with a plausible value, then up to three made odd, dropped or prototype keys. */
function plausibleObject(ctx: FuzzContext, oneEdit = false): fc.Arbitrary<Part<string>> {
  const names = ctx.focus.length ? ctx.focus : ctx.fieldNames
  const base = fc
    .record(Object.fromEntries(names.map((k) => [k, plausible(k, ctx)])))
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== OMIT)))
  const edit = fc
    .oneof(
      { weight: 6, arbitrary: fieldOf(ctx) },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
    )
    .chain((key) =>
      fc.tuple(
        fc.constant(key),
        oddFor(key),
        fc.integer({ min: 0, max: 4 }).map((n) => n === 0), // one edit in five drops the field
      ),
    )
  // Mostly one odd field, so the rest of the case stays valid and the odd value reaches the handler.
  const single = fc.array(edit, { minLength: 1, maxLength: 1 })
  const edits = oneEdit
    ? single
    : fc.oneof(
        { weight: 3, arbitrary: single },
        { weight: 1, arbitrary: fc.array(edit, { minLength: 2, maxLength: 3 }) },
      )
  return fc.tuple(base, edits).map(([object, changes]) => {
    const kinds: string[] = []
    const out: Record<string, unknown> = { ...object }
    for (const [key, odd, drop] of changes) {
      if (drop && key in out) {
        delete out[key]
        kinds.push('missing-field')
      } else {
        Object.defineProperty(out, key, {
          value: odd.value,
          enumerable: true,
          configurable: true,
          writable: true,
        })
        kinds.push(
          `${odd.kind}${key === '__proto__' || key === 'constructor' || key === 'prototype' ? '@' + key : ''}`,
        )
      }
    }
    return { kind: `fields(${kinds.join(',') || 'plausible'})`, value: spliceDeep(JSON.stringify(out)) }
  })
}

export interface Body {
  kind: string
  text: string | Buffer
  contentType: string | null
}

export function bodyArbitrary(ctx: FuzzContext): fc.Arbitrary<Body> {
  const text: fc.Arbitrary<Part<string | Buffer>> = fc.oneof(
    { weight: 8, arbitrary: plausibleObject(ctx) },
    {
      weight: 1,
      arbitrary: part(
        'invalid-json',
        fc.constantFrom('{', '{"a":}', "{'a':1}", 'undefined', '[1,]', '\u0000', 'NaN'),
      ),
    },
    {
      weight: 1,
      arbitrary: part(
        'deep-json',
        fc.constantFrom(1_000, 5_000, 20_000).map((n) => spliceDeep(DEEP(n))),
      ),
    },
    {
      weight: 1,
      arbitrary: part(
        'array-for-object',
        plausibleObject(ctx).map((o) => `[${o.value},${o.value}]`),
      ),
    },
    { weight: 1, arbitrary: part('scalar', fc.constantFrom('null', '"text"', '1', 'true', '""', '1e999')) },
    { weight: 1, arbitrary: part('over-limit', fc.constant(JSON.stringify({ a: 'x'.repeat(70_000) }))) },
    {
      weight: 1,
      arbitrary: part('invalid-utf8', fc.constant(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]))),
    },
    { weight: 1, arbitrary: part('empty', fc.constant('')) },
    {
      weight: 1,
      arbitrary: part(
        'proto-pollution',
        plausibleObject(ctx).map(
          (o) =>
            `{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}${o.value === '{}' ? '}' : ',' + o.value.slice(1)}`,
        ),
      ),
    },
  )
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        '*/*; x=\u00ff',
      ),
    },
  )
  return fc.tuple(text, contentType).map(([t, c]) => ({ kind: t.kind, text: t.value, contentType: c }))
}

/** A query or path value written into the URL: encoded, or malformed on purpose. */
const LONE_SURROGATE_BYTES = '%ED%A0%80'
function urlValue(v: unknown): string {
  const s = v === OMIT ? 'fuzz' : typeof v === 'string' ? v : JSON.stringify(v)
  try {
    return encodeURIComponent(s)
  } catch {
    return s.replace(/[\ud800-\udfff]/g, LONE_SURROGATE_BYTES).replace(/[^A-Za-z0-9%]/g, encodeURIComponent)
  }
}
const malformedEncoding = part(
  'malformed-percent',
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', LONE_SURROGATE_BYTES),
)

export function queryArbitrary(ctx: FuzzContext): fc.Arbitrary<Part<string>> {
  const pair = fieldOf(ctx).chain((key) =>
    fc
      .oneof(
        {
          weight: 3,
          arbitrary: part('plausible', plausible(key, ctx)).map((p) => ({
            ...p,
            value: urlValue(p.value),
          })),
        },
        { weight: 1, arbitrary: oddValue.map((p) => ({ ...p, value: urlValue(p.value) })) },
        { weight: 1, arbitrary: malformedEncoding },
      )
      .map((p) => ({ kind: `${key}:${p.kind}`, value: `${key}=${p.value}` })),
  )
  return fc
    .tuple(
      fc.constantFrom('de', 'de', 'de', 'de', 'de', 'de', 'de', 'xx', ''),
      fc.array(pair, { maxLength: 3 }),
    )
    .map(([locale, pairs]) => ({
      kind: `locale=${locale || 'none'}${pairs.map((p) => ' ' + p.kind).join('')}`,
      value: [locale ? `locale=${locale}` : '', ...pairs.map((p) => p.value)].filter(Boolean).join('&'),
    }))
}

export function paramArbitrary(name: string, ctx: FuzzContext): fc.Arbitrary<Part<string>> {
  return fc.oneof(
    { weight: 3, arbitrary: part('plausible', plausible(name, ctx).map(urlValue)) },
    { weight: 1, arbitrary: part('number', fc.integer({ min: 1, max: 2 ** 31 }).map(String)) },
    { weight: 1, arbitrary: oddValue.map((p) => ({ kind: p.kind, value: urlValue(p.value) })) },
    { weight: 1, arbitrary: malformedEncoding },
    {
      weight: 1,
      arbitrary: part('odd-segment', fc.constantFrom('..', '%2e%2e', '%2F', '~', 'a;b', 'x'.repeat(3_000))),
    },
  )
}

export interface Headers {
  kind: string
  value: Record<string, string>
}

const HOSTS = [
  HOST,
  `de-at.localhost:${PORT}`,
  `nl-nl.localhost:${PORT}`,
  'de-de.localhost',
  `DE-DE.LOCALHOST:${PORT}`,
  `127.0.0.1:${PORT}`,
  `unknown.example:${PORT}`,
  'evil.example',
  `de-de.localhost:1`,
  `de-de.localhost.:${PORT}`,
  `[::1]:${PORT}`,
  `fr-fr.localhost:${PORT}`,
  'x'.repeat(300),
]

/** Host mostly the market's own, Origin mostly the same origin (else the 403 path hides the handler). */
export function headersArbitrary(ctx: FuzzContext, mutation: boolean): fc.Arbitrary<Headers> {
  return fc
    .record({
      host: fc.oneof(
        { weight: 6, arbitrary: fc.constant(HOST) },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTS) },
      ),
      origin: fc.oneof(
        { weight: 12, arbitrary: fc.constant('same') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('none', 'null', 'http://evil.example', ORIGIN.replace('http', 'https')),
        },
      ),
      fetchSite: fc.oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('same-origin', 'cross-site', 'none') },
      ),
      client: fc.oneof(
        { weight: 8, arbitrary: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.13.${a}.${b}`) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('', 'garbage', '::1', '1.2.3.4, 5.6.7.8', '999.1.1.1', 'x'.repeat(500)),
        },
      ),
      cookie: fc.constantFrom(...Array(10).fill('own'), 'none', 'garbage'),
      extra: fc.constantFrom<Record<string, string>>(
        {},
        {},
        { 'accept-language': 'xx;q=abc, \u00ff' },
        { 'x-forwarded-proto': 'gopher' },
        { 'x-forwarded-host': 'evil.example' },
        { accept: '*/*;q=nope' },
      ),
    })
    .map((h) => {
      const value: Record<string, string> = { host: h.host, 'x-forwarded-for': h.client, ...h.extra }
      if (mutation && h.origin !== 'none') value.origin = h.origin === 'same' ? `http://${h.host}` : h.origin
      if (h.fetchSite) value['sec-fetch-site'] = h.fetchSite
      if (h.cookie === 'own') value.cookie = ctx.own.cookie
      if (h.cookie === 'garbage') value.cookie = 'sid=%%%; \u00ff=1; ' + 'a'.repeat(4_000)
      const hostKind = h.host === HOST ? 'host' : `host=${h.host.slice(0, 40)}`
      return { kind: `${hostKind} origin=${mutation ? h.origin : '-'} cookie=${h.cookie}`, value }
    })
}

/**
 * Most cases: an ordinary call of the fuzzing visitor (its host, origin, cookie, `locale=de`,
 * plausible path parameters) whose JSON body has exactly one odd field. Without them, the odd headers
 * and queries of the other half turn away most cases before a body reaches the handler.
 */
export function cleanRequest(ctx: FuzzContext, mutation: boolean, params: string[]) {
  const headers: Record<string, string> = {
    host: HOST,
    'x-forwarded-for': '10.14.0.1',
    cookie: ctx.own.cookie,
  }
  if (mutation) headers.origin = ORIGIN
  return fc.record({
    params: fc.tuple(...params.map((name) => part('plausible', plausible(name, ctx).map(urlValue)))),
    query: fc.constant({ kind: 'locale=de', value: 'locale=de' }),
    headers: fc.integer({ min: 1, max: 250 }).map((n) => ({
      kind: 'own call',
      value: { ...headers, 'x-forwarded-for': `10.14.0.${n}` },
    })),
    body: mutation
      ? plausibleObject(ctx, true).map(
          (o): Body => ({ kind: o.kind, text: o.value, contentType: 'application/json' }),
        )
      : fc.constant(null),
  })
}

/**
 * The request around a generated body in the API fuzz suite (issue 13, "In CI from now on"): query and
 * path values (encoded, or malformed on purpose), hosts and headers, and the visitor's own ordinary call.
 */
import fc from 'fast-check'
import { HOST, ORIGIN, PORT } from './fuzz-http'
import {
  fieldOf,
  oddValue,
  OMIT,
  part,
  plausible,
  plausibleObject,
  type Body,
  type FuzzContext,
  type Part,
} from './fuzz-inputs'

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

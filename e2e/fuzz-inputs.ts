/**
 * Generated values and bodies of the API fuzz suite (issue 13, "In CI from now on"): mostly plausible calls with a
 * field or two made odd, so input reaches the handlers, not only the first 400, besides plainly malformed
 * bodies, queries, path parameters, hosts and headers. Each part carries a kind for the findings list.
 */
import fc from 'fast-check'

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
export const part = <T>(kind: string, value: fc.Arbitrary<T>) =>
  value.map((v): Part<T> => ({ kind, value: v }))

const DEEP = (depth: number) => `"\u0001DEEP${depth}\u0001"`
/** JSON nested `depth` deep, spliced in as text (JSON.stringify itself would recurse that deep). */
function spliceDeep(text: string) {
  return text.replace(/"\\u0001DEEP(\d+)\\u0001"/g, (_, n: string) => {
    const depth = Number(n)
    return '['.repeat(depth) + '{"a":1}' + ']'.repeat(depth)
  })
}

/** Values no field expects: NUL, lone surrogates, huge, wrong types, nesting, injection-looking text. */
export const oddValue: fc.Arbitrary<Part<unknown>> = fc.oneof(
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

export const OMIT = '\u0002omit'

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
export function plausible(key: string, ctx: FuzzContext): fc.Arbitrary<unknown> {
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
export const fieldOf = (ctx: FuzzContext) =>
  ctx.focus.length
    ? fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...ctx.focus) },
        { weight: 1, arbitrary: fc.constantFrom(...ctx.fieldNames) },
      )
    : fc.constantFrom(...ctx.fieldNames)

/** Every known field with a plausible value, then up to three made odd, dropped or prototype keys. */
export function plausibleObject(ctx: FuzzContext, oneEdit = false): fc.Arbitrary<Part<string>> {
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

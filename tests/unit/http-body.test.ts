import { describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, parseJsonText, readBodyText, readJsonBody } from '@/lib/http/server/body'

/** A body stream that makes a chunk only when the reader pulls one, and counts the pulls. */
function countingRequest(chunk: Uint8Array, chunks: number, headers: Record<string, string> = {}) {
  const pulls = { count: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulls.count++
        if (pulls.count > chunks) controller.close()
        else controller.enqueue(chunk)
      },
      cancel() {
        pulls.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  const request = new Request('http://localhost/api/x/', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)
  return { request, pulls }
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: { status?: number }) => error.status,
  )

describe('readBodyText (issue 13 item 1: bounded bodies)', () => {
  it('stops pulling a long chunked body right after the limit and cancels it: 413', async () => {
    // 200 MB on offer in 16 kB chunks; the limit is 64 kB, so the fifth chunk passes it.
    const { request, pulls } = countingRequest(new Uint8Array(16 * 1024).fill(0x61), 12_800)
    expect(await status(readBodyText(request))).toBe(413)
    expect(pulls.count).toBeLessThanOrEqual(6)
    expect(pulls.cancelled).toBe(true)
  })

  it('takes a per-route limit', async () => {
    const { request, pulls } = countingRequest(new Uint8Array(1024), 100)
    expect(await status(readBodyText(request, 4096))).toBe(413)
    expect(pulls.count).toBeLessThanOrEqual(6)
  })

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const { request, pulls } = countingRequest(new Uint8Array(1), 1, {
      'content-length': String(MAX_BODY_BYTES + 1),
    })
    expect(await status(readBodyText(request))).toBe(413)
    expect(pulls.count).toBe(0)
  })

  it('returns the exact text under the limit, multi-byte characters split across chunks included', async () => {
    const text = 'Grüße, 🎁 für € 10 – ça va'
    const bytes = new TextEncoder().encode(text)
    // One byte per chunk: every multi-byte character arrives in pieces.
    let index = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (index < bytes.length) controller.enqueue(bytes.slice(index, ++index))
        else controller.close()
      },
    })
    const request = new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(await readBodyText(request)).toBe(text)
  })

  it('reads a body of exactly the limit', async () => {
    const text = 'é'.repeat(MAX_BODY_BYTES / 2)
    expect(await readBodyText(new Request('http://localhost/', { method: 'POST', body: text }))).toBe(text)
    expect(
      await status(readBodyText(new Request('http://localhost/', { method: 'POST', body: `${text}x` }))),
    ).toBe(413)
  })

  it('reads no body as empty text', async () => {
    expect(await readBodyText(new Request('http://localhost/', { method: 'POST' }))).toBe('')
  })
})

describe('readJsonBody / parseJsonText (issue 13 item 5)', () => {
  const post = (body: string) => new Request('http://localhost/', { method: 'POST', body })
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

  it.each([
    ['not JSON', '{"a":', 400],
    ['NUL escaped in a string', '{"name":"a\\u0000b"}', 400],
    ['a lone high surrogate', '{"name":"\\ud800"}', 400],
    ['a lone low surrogate in a key', '{"\\udc00":1}', 400],
    ['5,000 levels deep', deep(5000), 400],
    ['33 levels deep', deep(33), 400],
  ])('refuses %s with 400', async (_name, body, expected) => {
    expect(await status(readJsonBody(post(body)))).toBe(expected)
  })

  it.each([
    ['an object', '{"name":"Anna 🎁","n":[1,{"a":null}]}', { name: 'Anna 🎁', n: [1, { a: null }] }],
    ['32 levels deep', deep(32), JSON.parse(deep(32))],
    ['a surrogate pair escaped', '"\\ud83c\\udf81"', '🎁'],
  ])('takes %s', async (_name, body, expected) => {
    expect(await readJsonBody(post(body))).toEqual(expected)
  })

  it('answers undefined for an empty body', async () => {
    expect(await readJsonBody(post('  '))).toBeUndefined()
  })

  it('parseJsonText names the offending path', () => {
    expect(() => parseJsonText('{"lines":[{"text":"a\\u0000"}]}')).toThrow(/lines\.0\.text: contains a NUL/)
  })
})

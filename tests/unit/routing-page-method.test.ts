// Which methods reach a page (issue 13 item 5): a form POST without a server action was a 500.
import { describe, expect, it } from 'vitest'
import { isPageMethod, pageMethodNotAllowed } from '@/lib/routing/rules/page-method'

describe('isPageMethod', () => {
  it.each([
    ['GET', false, true],
    ['HEAD', false, true],
    ['get', false, true],
    ['POST', true, true],
    ['POST', false, false],
    ['PUT', true, false],
    ['PATCH', false, false],
    ['DELETE', false, false],
    ['OPTIONS', false, false],
  ])('%s (server action named: %s) → %s', (method, action, expected) => {
    expect(isPageMethod(method, action)).toBe(expected)
  })

  it('answers another method 405 with the methods a page takes, never cached', async () => {
    const response = pageMethodNotAllowed()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

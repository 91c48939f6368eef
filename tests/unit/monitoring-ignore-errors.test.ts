// Spec 01 §8 "some noisy browser errors are ignored by error reporting": the list, case by case.
import { describe, expect, it } from 'vitest'
import { isIgnoredError, isIgnoredScript } from '@/lib/monitoring/rules/ignore-errors'

describe('isIgnoredError (spec 01 §8 noisy browser errors)', () => {
  it.each([
    ['Error', 'ResizeObserver loop limit exceeded'],
    ['Error', 'ResizeObserver loop completed with undelivered notifications.'],
    ['AbortError', 'The user aborted a request.'],
    ['AbortError', 'signal is aborted without reason'],
    ['TypeError', 'Failed to fetch'],
    ['TypeError', 'NetworkError when attempting to fetch resource.'],
    ['TypeError', 'Load failed'],
    ['TypeError', 'cancelled'],
    ['Error', 'Extension context invalidated.'],
    ['TypeError', "Cannot read properties of undefined (reading 'x') at chrome-extension://abc/content.js"],
    ['ReferenceError', '__gCrWeb is not defined'],
    ['Error', 'Java object is gone'],
    ['', 'Script error.'],
    ['UnhandledRejection', 'Non-Error promise rejection captured with value: Object Not Found Matching Id:3'],
    ['NotAllowedError', "play() failed because the user didn't interact with the document first."],
  ])('ignores %s: %s', (type, message) => {
    expect(isIgnoredError(type, message)).toBe(true)
  })

  it.each([
    ['TypeError', "Cannot read properties of undefined (reading 'price')"],
    ['Error', 'e2e-boom-123'],
    ['ChunkLoadError', 'Loading chunk 123 failed.'],
    ['TypeError', 'Failed to fetch basket'],
    ['Error', 'Script error in basket'],
    ['RangeError', 'Invalid time value'],
  ])('reports %s: %s', (type, message) => {
    expect(isIgnoredError(type, message)).toBe(false)
  })
})

describe('isIgnoredScript (extensions are not the shop)', () => {
  it.each([
    ['chrome-extension://abcdef/inject.js', true],
    ['moz-extension://1234/content.js', true],
    ['safari-web-extension://x/y.js', true],
    ['webkit-masked-url://hidden/', true],
    ['https://www.example.de/_next/static/chunks/app.js', false],
    [null, false],
  ])('%s → %s', (url, ignored) => {
    expect(isIgnoredScript(url)).toBe(ignored)
  })
})

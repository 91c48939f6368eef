import { describe, expect, it } from 'vitest'
import {
  BASKET_HINT_ATTRIBUTE,
  BASKET_LINES_KEY,
  basketHint,
  basketHintScript,
} from '@/lib/basket/rules/loading-hint'

// The basket page's placeholder has the size of what arrives (spec 02 §2 basket; no layout shift): a
// filled basket's where this device last saw lines, the empty notice's otherwise.
function run(storage: Record<string, string> | 'refused') {
  const attributes = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'refused') throw new Error('storage refused')
      return storage[key] ?? null
    },
  }
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) }
  new Function('localStorage', 'document', basketHintScript())(localStorage, { documentElement })
  return attributes.get(BASKET_HINT_ATTRIBUTE) ?? null
}

describe('basket loading placeholder', () => {
  it.each([
    [null, 'empty'],
    ['0', 'empty'],
    ['3', 'filled'],
    ['1', 'filled'],
    ['-2', 'empty'],
    ['many', 'empty'],
  ])('remembered %s lines: %s', (stored, hint) => {
    expect(basketHint(stored)).toBe(hint)
    expect(run(stored === null ? {} : { [BASKET_LINES_KEY]: stored })).toBe(hint)
  })

  it('leaves the empty placeholder when storage is refused', () => {
    expect(run('refused')).toBeNull()
  })
})

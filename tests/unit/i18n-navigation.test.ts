import { describe, expect, it } from 'vitest'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'

describe('spec 01 §2: every shop link ends in a slash, the language home too', () => {
  it.each([
    ['/de', '/de/'],
    ['/fr?x=1', '/fr/?x=1'],
    ['/nl#top', '/nl/#top'],
    ['/de/', '/de/'],
    ['/de/warenkorb/', '/de/warenkorb/'],
    ['/dee', '/dee'],
  ])('%s → %s', (input, expected) => {
    expect(withTrailingSlash(input)).toBe(expected)
  })
})

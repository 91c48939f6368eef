import { describe, expect, it } from 'vitest'
import {
  REDIRECT_NOTICES,
  redirectNoticeFromSearch,
  searchWithoutRedirectNotice,
} from '@/lib/routing/rules/redirect-notice'

// Spec 01 §2 routing rules: `?redirect=goodbye` shows an info toast (the account was deleted); the
// newsletter's confirmation link (spec 02 §7) lands with its own notices.
describe('redirect notices', () => {
  it.each([
    ['?redirect=goodbye', 'goodbye'],
    ['redirect=goodbye', 'goodbye'],
    ['?q=1&redirect=newsletter-confirmed', 'newsletter-confirmed'],
    ['?redirect=newsletter-link-invalid', 'newsletter-link-invalid'],
    ['?redirect=elsewhere', null],
    ['?redirect=toString', null],
    ['?redirect=goodbye&redirect=goodbye', null],
    ['', null],
  ])('%j asks for %s', (search, notice) => {
    expect(redirectNoticeFromSearch(search)).toBe(notice)
  })

  it('says goodbye with an info toast, as the spec asks', () => {
    expect(REDIRECT_NOTICES.goodbye.type).toBe('info')
  })

  it.each([
    ['?redirect=goodbye', ''],
    ['?q=1&redirect=goodbye&page=2', '?q=1&page=2'],
    ['?q=1', '?q=1'],
  ])('takes the parameter out of %j', (search, rest) => {
    expect(searchWithoutRedirectNotice(search)).toBe(rest)
  })
})

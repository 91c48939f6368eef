// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { LastSeenRecorder } from '@/components/recommendations/LastSeenRecorder'
import { lastSeenFromCookieHeader } from '@/lib/recommendations/rules/last-seen'

afterEach(() => {
  cleanup()
  document.cookie = 'lastSeen=; Path=/; Max-Age=0'
})

describe('the product page records the viewed product in the lastSeen cookie', () => {
  it('puts the viewed product first, keeping what was seen before', () => {
    document.cookie = 'lastSeen=100002.100003; Path=/'
    render(<LastSeenRecorder productId={100001} />)
    expect(lastSeenFromCookieHeader(document.cookie)).toEqual(['100001', '100002', '100003'])
  })

  it('moves to the front once more when the shopper goes to another product', () => {
    const { rerender } = render(<LastSeenRecorder productId={100001} />)
    rerender(<LastSeenRecorder productId={100005} />)
    expect(lastSeenFromCookieHeader(document.cookie)).toEqual(['100005', '100001'])
  })
})

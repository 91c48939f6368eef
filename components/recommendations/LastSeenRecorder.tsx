'use client'

/**
 * Records the product of the page in the lastSeen cookie when it is viewed, in the browser: the product
 * page is shared and cached, so the server cannot write a visitor's cookie with it.
 */
import { useEffect } from 'react'
import { lastSeenCookieAssignment } from './last-seen-cookie'

export function LastSeenRecorder({ productId }: { productId: number }) {
  useEffect(() => {
    document.cookie = lastSeenCookieAssignment(document.cookie, productId, {
      secure: window.location.protocol === 'https:',
    })
  }, [productId])
  return null
}

'use client'

import { useLayoutEffect } from 'react'
import { lockScroll, unlockScroll } from '@/lib/ui/client/scroll-lock'

/** Locks page scrolling while the calling dialog is mounted open; the last one to close releases it. */
export function useScrollLock() {
  useLayoutEffect(() => {
    lockScroll(document)
    return () => unlockScroll(document)
  }, [])
}

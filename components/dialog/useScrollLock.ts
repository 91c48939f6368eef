'use client'

/** Locks page scrolling while the calling dialog is mounted open; the last one to close releases it. */
import { useLayoutEffect } from 'react'
import { lockScroll, unlockScroll } from '@/lib/ui/client/scroll-lock'

export function useScrollLock() {
  useLayoutEffect(() => {
    lockScroll(document)
    return () => unlockScroll(document)
  }, [])
}

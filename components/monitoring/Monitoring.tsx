'use client'

/**
 * The monitoring island of every page (issue 12 items 5 and 6): web vitals after each route change, the
 * lazily loaded error reporting, the chunk-failure reload and the new-version notice. Anonymous: no
 * cookie, no identifier, nothing about the shopper (README "Monitoring").
 */
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { useShop } from '@/components/app-shell/ShopContext'
import { installChunkReload } from '@/lib/monitoring/client/chunk-reload'
import { startErrorReporting } from '@/lib/monitoring/client/errors'
import { flushVitals, startVitals } from '@/lib/monitoring/client/vitals'
import { BuildNotice } from './BuildNotice'

export function Monitoring() {
  const { market, language } = useShop()
  const pathname = usePathname()
  const previous = useRef<string | null>(null)

  useEffect(() => {
    installChunkReload()
    startErrorReporting()
    startVitals({ market, language })
  }, [market, language])

  // A route change sends what was measured for the page left behind.
  useEffect(() => {
    if (previous.current !== null && previous.current !== pathname) flushVitals()
    previous.current = pathname
  }, [pathname])

  return <BuildNotice />
}

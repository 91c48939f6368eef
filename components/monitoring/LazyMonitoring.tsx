'use client'

/** The monitoring island loads after the page is interactive: nothing of it is in the first load. */
import dynamic from 'next/dynamic'

export const LazyMonitoring = dynamic(() => import('./Monitoring').then((m) => m.Monitoring), { ssr: false })

'use client'

/** The tracking scripts' loader comes after the page is interactive: nothing loads before consent anyway. */
import dynamic from 'next/dynamic'

export const LazyTrackingScripts = dynamic(() => import('./TrackingScripts').then((m) => m.TrackingScripts), {
  ssr: false,
})

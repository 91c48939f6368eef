'use client'

/**
 * The loading bar loads after the page is interactive: it only shows during a navigation, which starts
 * with a click, so no page needs its code in its first JavaScript (issue 15 item 3).
 */
import dynamic from 'next/dynamic'

export const LazyLoadingBar = dynamic(() => import('./LoadingBar').then((m) => m.LoadingBar), { ssr: false })

'use client'

/** The redirect notices load after the page is interactive: only a redirect's parameter wakes them. */
import dynamic from 'next/dynamic'

export const LazyRedirectNotices = dynamic(() => import('./RedirectNotices').then((m) => m.RedirectNotices), {
  ssr: false,
})

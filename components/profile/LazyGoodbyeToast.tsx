'use client'

/**
 * The goodbye toast loads after the page is interactive, like the basket notices: by then the toast
 * container is mounted and takes the toast at once (a toast raised during hydration waits in
 * react-toastify's queue, which development's double mount of the container drops).
 */
import dynamic from 'next/dynamic'

export const LazyGoodbyeToast = dynamic(() => import('./GoodbyeToast').then((m) => m.GoodbyeToast), {
  ssr: false,
})

'use client'

/**
 * The toast container loads after the page is interactive: no page needs it for its first paint, and
 * react-toastify queues toasts raised before a container is mounted.
 */
import dynamic from 'next/dynamic'

export const LazyToastHost = dynamic(() => import('./ToastHost').then((m) => m.ToastHost), { ssr: false })

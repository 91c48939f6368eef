'use client'

/**
 * The goodbye of spec 01 §2: on the home page, `?redirect=goodbye` (where account deletion leads, spec
 * 02 §4) shows an info toast that the account was deleted. The parameter is then taken out of the
 * address, so a reload or a shared link does not say it again. Read from location after hydration: the
 * home page stays one static page for everyone.
 */
import { useEffect } from 'react'
import { notify } from '@/lib/ui/client/toast'

export function GoodbyeToast({ message }: { message: string }) {
  useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get('redirect') !== 'goodbye') return
    notify('info', message)
    url.searchParams.delete('redirect')
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }, [message])
  return null
}

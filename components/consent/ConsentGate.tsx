'use client'

/**
 * The consent banner's gate (spec 02 §2, §4), on every page: reads the stored consent and decides whether
 * the banner shows. Small on purpose: the decision's rules load once the page is interactive, and the
 * banner and its texts are a chunk of their own, fetched only when it opens. Retail
 * app and crawlers get the analytics storage consent without a banner; the address hash commands
 * `#denyConsent`, `#denyAppConsent`, `#allowAppConsent` work on load and when the hash changes.
 */
import { useEffect, useState } from 'react'
import dynamic from 'next/dynamic'
import { onConsentChange, useConsentStore } from '@/lib/consent/client/consent-store'
import { rememberScrid } from '@/lib/consent/client/scrid'
import { releaseConsentShell } from '@/lib/consent/client/shell'

const ConsentBanner = dynamic(() => import('./ConsentBanner').then((m) => m.ConsentBanner), { ssr: false })

export function ConsentGate({ version }: { version: number }) {
  const phase = useConsentStore((s) => s.phase)
  const [deny, setDeny] = useState<{ appDenied: boolean } | null>(null)

  useEffect(() => onConsentChange(rememberScrid), [])

  // Nothing to ask after all (a crawler, the retail app, a deny command): the first layer the page
  // painted goes (lib/consent/rules/first-paint.ts). An opening banner takes it over instead.
  useEffect(() => {
    if (phase === 'settled') releaseConsentShell()
  }, [phase])

  useEffect(() => {
    // The decision's rules load after the page is interactive (lib/consent/client/evaluate.ts).
    let live = true
    let evaluate = () => {}
    void import('@/lib/consent/client/evaluate').then(({ evaluateConsent }) => {
      if (!live) return
      evaluate = () => evaluateConsent(version, setDeny)
      evaluate()
      window.addEventListener('hashchange', evaluate)
    })
    return () => {
      live = false
      window.removeEventListener('hashchange', evaluate)
    }
  }, [version])

  if (phase !== 'open' && !deny) return null
  return <ConsentBanner version={version} deny={deny} />
}

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
import { useShop } from '@/components/app-shell/ShopContext'
import { onConsentChange, useConsentStore } from '@/lib/consent/client/consent-store'
import { rememberScrid } from '@/lib/consent/client/scrid'
import { CONSENT_COOKIE } from '@/lib/consent/rules/stored'

const loadBanner = () => import('./ConsentBanner')
const ConsentBanner = dynamic(() => loadBanner().then((m) => m.ConsentBanner), { ssr: false })

export function ConsentGate({ version }: { version: number }) {
  const { language } = useShop()
  const phase = useConsentStore((s) => s.phase)
  const [deny, setDeny] = useState<{ appDenied: boolean } | null>(null)

  useEffect(() => onConsentChange(rememberScrid), [])

  // A first visit, without any consent cookie, is about to see the banner: its code and texts load
  // beside the decision's rules instead of one after the other (three round trips became one, and
  // the banner is what a first-time shopper's phone paints last; issue 15 item 4).
  useEffect(() => {
    if (document.cookie.split('; ').some((part) => part.startsWith(`${CONSENT_COOKIE}=`))) return
    void loadBanner()
    void import('@/lib/consent/client/texts').then(({ fetchConsentTexts }) => fetchConsentTexts(language))
  }, [language])

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

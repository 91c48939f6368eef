'use client'

/**
 * The consent banner's gate (spec 02 §2, §4), on every page: reads the stored consent and decides whether
 * the banner shows. Small on purpose: a returning visitor with a valid consent loads nothing more; the
 * banner, its texts and the decision logic are a chunk of their own, fetched only when it opens. Retail
 * app and crawlers get the analytics storage consent without a banner; the address hash commands
 * `#denyConsent`, `#denyAppConsent`, `#allowAppConsent` work on load and when the hash changes.
 */
import { useEffect, useState } from 'react'
import dynamic from 'next/dynamic'
import { consentHashCommand, hashOutcome } from '@/lib/consent/rules/hash'
import { AUTOMATIC_STATUSES, consentMode } from '@/lib/consent/rules/modes'
import { consentValidity } from '@/lib/consent/rules/validity'
import { onConsentChange, useConsentStore } from '@/lib/consent/client/consent-store'
import { rememberScrid } from '@/lib/consent/client/scrid'
import { readStoredConsent } from '@/lib/consent/client/storage'

const ConsentBanner = dynamic(() => import('./ConsentBanner').then((m) => m.ConsentBanner), { ssr: false })

export function ConsentGate({ version }: { version: number }) {
  const phase = useConsentStore((s) => s.phase)
  const [deny, setDeny] = useState<{ appDenied: boolean } | null>(null)

  useEffect(() => onConsentChange(rememberScrid), [])

  useEffect(() => {
    const evaluate = () => {
      const store = useConsentStore.getState()
      const mode = consentMode(navigator.userAgent)
      if (mode !== 'visitor') return store.settle(AUTOMATIC_STATUSES)
      const stored = readStoredConsent()
      const outcome = hashOutcome(consentHashCommand(window.location.hash), stored?.appDenied === true)
      if (outcome.kind === 'deny') return setDeny({ appDenied: outcome.appDenied })
      if (outcome.kind === 'open') return store.open(1)
      // A hash change without a command leaves a known consent as it is.
      if (store.phase !== 'pending') return
      if (stored && consentValidity(stored, { now: Date.now(), version }) === 'valid')
        store.settle(stored.services)
      else store.open(1)
    }
    evaluate()
    window.addEventListener('hashchange', evaluate)
    return () => window.removeEventListener('hashchange', evaluate)
  }, [version])

  if (phase !== 'open' && !deny) return null
  return <ConsentBanner version={version} deny={deny} />
}

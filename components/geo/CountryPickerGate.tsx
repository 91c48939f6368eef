'use client'

/**
 * When the country picker opens (spec 02 §2): evaluated once per page load, after the consent banner is
 * closed (useConsentSettled), never for a crawler (navigator.userAgent) or a visitor who has chosen
 * (cookie shop-country), and only when the shop's country differs from the visitor's as the shop looks
 * it up (GET /api/geo/country/). A failed lookup keeps it shut: the picker is a suggestion, not a gate.
 */
import { useEffect, useRef, useState } from 'react'
import dynamic from 'next/dynamic'
import { useShop } from '@/components/app-shell/ShopContext'
import { useConsentSettled } from '@/lib/consent/client/consent-store'
import { fetchVisitorCountry, storedChoice, takeHandedOverChoice } from '@/lib/geo/client/country-choice'
import { isCrawlerUserAgent } from '@/lib/geo/rules/crawler'
import { countryPickerDecision } from '@/lib/geo/rules/open-rule'
import type { PickerMarket } from '@/lib/geo/rules/switch-target'
import { useDialogStore } from '@/lib/ui/client/dialog-store'

const CountryPickerDialog = dynamic(
  () => import('./CountryPickerDialog').then((m) => m.CountryPickerDialog),
  {
    ssr: false,
  },
)

export function CountryPickerGate({ markets }: { markets: PickerMarket[] }) {
  const shop = useShop()
  const settled = useConsentSettled()
  const [detected, setDetected] = useState<string | null>(null)
  const asked = useRef(false)

  // A choice made on another market's domain arrives in the address: store it before anything asks.
  useEffect(() => takeHandedOverChoice(), [])

  useEffect(() => {
    if (!settled || asked.current) return
    asked.current = true
    const crawler = isCrawlerUserAgent(navigator.userAgent)
    // Nothing to ask the server when its answer could not open the picker.
    if (crawler || storedChoice()) return
    let cancelled = false
    let answered = false
    fetchVisitorCountry()
      .then((visitorCountry) => {
        if (cancelled) return
        answered = true
        const facts = { crawler, storedChoice: storedChoice(), visitorCountry, shopCountry: shop.country }
        const decision = countryPickerDecision(facts)
        if (!decision.open) return
        setDetected(decision.detected)
        useDialogStore.getState().open('countryPicker')
      })
      .catch(() => undefined)
    return () => {
      // Unmounted before the answer (or React's development double run): the next run asks again.
      cancelled = true
      if (!answered) asked.current = false
    }
  }, [settled, shop.country])

  if (!detected) return null
  return <CountryPickerDialog markets={markets} detected={detected} />
}

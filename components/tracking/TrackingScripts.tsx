'use client'

/**
 * Tells the tags the visitor's consent (Google Consent Mode update, spec 02 §4) whenever it changes, and
 * loads the tag manager and the analytics script /scripts/econda.js asynchronously once their consent is
 * granted (spec 02 §7, spec 01 §5), never before. Renders nothing.
 */
import { useEffect } from 'react'
import { onConsentChange } from '@/lib/consent/client/consent-store'
import { gtag } from '@/lib/tracking/client/data-layer'
import { consentModeUpdate } from '@/lib/tracking/rules/consent-mode'
import { allowedScripts } from '@/lib/tracking/rules/scripts'

const loaded = new Set<string>()

function load(id: string, src: string) {
  if (loaded.has(id)) return
  loaded.add(id)
  // The tag manager starts from this entry (its documented snippet pushes it before the script).
  if (id === 'gtm') (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.tracking = id
  document.head.appendChild(script)
}

export function TrackingScripts({ gtmId }: { gtmId: string | null }) {
  useEffect(
    () =>
      onConsentChange((statuses) => {
        // The update first, so a tag loaded next sees the visitor's choice, not the defaults.
        gtag('consent', 'update', consentModeUpdate(statuses))
        for (const { id, src } of allowedScripts(statuses, gtmId)) load(id, src)
      }),
    [gtmId],
  )
  return null
}

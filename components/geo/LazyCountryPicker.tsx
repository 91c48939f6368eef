'use client'

/** The country picker's check loads after the page is interactive; its dialog only when it opens. */
import dynamic from 'next/dynamic'

export const LazyCountryPicker = dynamic(
  () => import('./CountryPickerGate').then((m) => m.CountryPickerGate),
  { ssr: false },
)

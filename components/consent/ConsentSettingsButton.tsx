'use client'

/** The footer's way back to the consent settings (spec 02 §2): reopens the banner on its second layer. */
import { useTranslations } from 'next-intl'
import { openConsentSettings } from '@/lib/consent/client/consent-store'

export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('common.footer')
  return (
    <button type="button" className={className} onClick={openConsentSettings} data-testid="consent-settings">
      {t('consentSettings')}
    </button>
  )
}

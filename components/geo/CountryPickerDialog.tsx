'use client'

/**
 * The country picker overlay (spec 02 §2, title "select shop"): stay in this shop or switch to the
 * detected country's, or the list of all countries (straight away when no shop serves the detected
 * country). Choosing stores the choice; another country's shop is then opened on the same page, its
 * path translated where the language changes (lib/geo/rules/switch-target.ts). Closing keeps this shop
 * and stores that too, so the question is asked once.
 */
import { useCallback, useMemo, useState } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { Dialog } from '@/components/dialog/Dialog'
import type { Language } from '@/lib/config/markets'
import { rememberCountry } from '@/lib/geo/client/country-choice'
import { countrySwitchUrl, marketForCountry, type PickerMarket } from '@/lib/geo/rules/switch-target'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import styles from './CountryPicker.module.css'

const DB_IP = 'https://db-ip.com'

export function CountryPickerDialog({ markets, detected }: { markets: PickerMarket[]; detected: string }) {
  const t = useTranslations('countryPicker')
  const tc = useTranslations('common.countries')
  const locale = useLocale()
  const shop = useShop()
  const language = shop.language as Language
  const detectedShop = marketForCountry(markets, detected, language)
  const [listed, setListed] = useState(!detectedShop)

  const countryName = useCallback(
    (code: string) =>
      tc.has(code)
        ? tc(code)
        : (new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code),
    [tc, locale],
  )
  const countries = useMemo(() => {
    const codes = [...new Set(markets.map((m) => m.country))]
    const collator = new Intl.Collator(locale)
    return codes
      .map((code) => ({ code, name: countryName(code) }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }, [markets, countryName, locale])

  const choose = (country: string) => {
    rememberCountry(country)
    const { pathname, search, port } = window.location
    const target =
      country === shop.country
        ? null
        : countrySwitchUrl({
            markets,
            country,
            currentLanguage: language,
            location: { pathname, search, port },
          })
    if (target) window.location.assign(target)
    else useDialogStore.getState().close('countryPicker')
  }

  return (
    <Dialog kind="countryPicker" title={t('title')} onClose={() => rememberCountry(shop.country)}>
      <div className={styles.picker} data-testid="country-picker">
        <p className={styles.location}>{t('location', { country: countryName(detected) })}</p>
        {!listed && detectedShop ? (
          <>
            <p>{t('ownShop')}</p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => choose(detected)}>
                {t('switchTo', { country: countryName(detected) })}
              </button>
              <button type="button" className="button button--secondary" onClick={() => choose(shop.country)}>
                {t('stayIn', { country: countryName(shop.country) })}
              </button>
            </div>
            <button type="button" className={styles.more} onClick={() => setListed(true)}>
              {t('otherCountries')}
            </button>
          </>
        ) : (
          <>
            {!detectedShop && <p>{t('noShop')}</p>}
            <ul className={styles.list} aria-label={t('listLabel')}>
              {countries.map(({ code, name }) => (
                <li key={code}>
                  <button
                    type="button"
                    className={styles.country}
                    aria-current={code === shop.country ? 'true' : undefined}
                    onClick={() => choose(code)}
                  >
                    <span>{name}</span>
                    {code === shop.country && <span className={styles.current}>{t('current')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={styles.credit}>
          {/* DB-IP's licence (CC BY 4.0) asks for this link wherever its results are used. */}
          <a href={DB_IP} target="_blank" rel="noopener noreferrer">
            {t('credit')}
          </a>
        </p>
      </div>
    </Dialog>
  )
}

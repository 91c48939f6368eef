'use client'

/**
 * The consent banner (spec 02 §2 "Consent banner (modal)", §4): layer 1 with accept all, only the
 * necessary ones and more info; layer 2 with a toggle per category, its services and their history,
 * save selection and accept all. Texts, categories and services are the editors' (layout data, spec 02
 * §3), else the shop's own. Closing without a choice keeps the defaults for this page only: nothing is
 * stored, so the banner asks again on the next page.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { EagerDialog } from '@/components/dialog/EagerDialog'
import { useShop } from '@/components/app-shell/ShopContext'
import { decideConsent, type ConsentAction } from '@/lib/consent/rules/actions'
import { buildCategories, statusesOf } from '@/lib/consent/rules/categories'
import { consentValidity } from '@/lib/consent/rules/validity'
import { useConsentStore } from '@/lib/consent/client/consent-store'
import { carryOutDecision } from '@/lib/consent/client/decide'
import { readConsentHistory, readStoredConsent } from '@/lib/consent/client/storage'
import {
  fallbackCategoryInputs,
  fetchConsentTexts,
  type ConsentTextsWithLinks,
} from '@/lib/consent/client/texts'
import { handOverConsentShell } from '@/lib/consent/client/shell'
import { useDialogStore, useIsDialogOpen } from '@/lib/ui/client/dialog-store'
import { ConsentSettings, selectionOf, type ConsentSelection } from './ConsentSettings'
import styles from './ConsentBanner.module.css'

interface Props {
  version: number
  /** A `#denyConsent` / `#denyAppConsent` command to carry out without asking. */
  deny: { appDenied: boolean } | null
}

export function ConsentBanner({ version, deny }: Props) {
  const t = useTranslations('consent')
  const shop = useShop()
  const phase = useConsentStore((s) => s.phase)
  const layer = useConsentStore((s) => s.layer)
  const [texts, setTexts] = useState<ConsentTextsWithLinks | null | undefined>(undefined)

  useEffect(() => {
    let live = true
    void fetchConsentTexts(shop.language).then((value) => live && setTexts(value))
    return () => {
      live = false
    }
  }, [shop.language])

  const categories = useMemo(() => {
    if (texts === undefined) return null
    const inputs = texts?.categories ?? fallbackCategoryInputs((key) => t(`fallback.${key}`))
    return buildCategories(inputs, readStoredConsent()?.services ?? null, readConsentHistory())
  }, [texts, t])

  const [selection, setSelection] = useState<ConsentSelection | null>(null)

  const decide = useCallback(
    (action: ConsentAction) => {
      if (!categories) return
      useDialogStore.getState().close('consentBanner')
      carryOutDecision(categories, action, {
        shopId: shop.shopId,
        deploymentEnv: shop.deploymentEnv,
        consentLogUrl: shop.consentLogUrl,
        version,
      })
    },
    [categories, shop, version],
  )

  useEffect(() => {
    if (deny && categories) decide({ kind: 'denyAll', appDenied: deny.appDenied })
  }, [deny, categories, decide])

  useEffect(() => {
    if (phase === 'open' && categories && !deny) useDialogStore.getState().open('consentBanner')
  }, [phase, categories, deny])

  // The dialog opens where the page painted its first layer: that picture goes before the browser
  // paints again, and the dialog skips its entering animation (lib/consent/client/shell.ts).
  const dialogOpen = useIsDialogOpen('consentBanner')
  useLayoutEffect(() => {
    if (dialogOpen) handOverConsentShell()
  }, [dialogOpen])

  if (!categories || deny) return null
  // Closed without a choice: a valid stored consent stays as it is (the footer's settings, left
  // unsaved); without one, the defaults hold for this page only.
  const dismiss = () => {
    const stored = readStoredConsent()
    const valid = stored && consentValidity(stored, { now: Date.now(), version }) === 'valid'
    useConsentStore
      .getState()
      .settle(
        valid
          ? stored.services
          : statusesOf(decideConsent(categories, { kind: 'setDefaults' }, Date.now()).categories),
      )
  }
  const acceptAll = () => decide({ kind: 'acceptAll' })
  const title = layer === 1 ? (texts?.title ?? t('title')) : t('settingsTitle')

  return (
    <EagerDialog
      kind="consentBanner"
      title={title}
      onClose={dismiss}
      className={styles.panel}
      footer={
        layer === 2 ? (
          <footer className={styles.actions}>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => decide({ kind: 'selection', groups: selection ?? selectionOf(categories) })}
            >
              {t('saveSelection')}
            </button>
            <button type="button" className="button" onClick={acceptAll}>
              {t('saveAll')}
            </button>
          </footer>
        ) : (
          <footer className={styles.actions}>
            <button type="button" className="button" onClick={acceptAll}>
              {t('acceptAll')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => decide({ kind: 'denyAll' })}
            >
              {t('onlyNecessary')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => useConsentStore.getState().open(2)}
            >
              {t('moreInfo')}
            </button>
          </footer>
        )
      }
    >
      {layer === 1 ? (
        <div className={styles.intro} data-testid="consent-layer-1">
          <p>{texts?.text ?? t('text')}</p>
          <p className={styles.links}>
            {texts?.privacyHref && <a href={texts.privacyHref}>{t('privacy')}</a>}
            {texts?.imprintHref && <a href={texts.imprintHref}>{t('imprint')}</a>}
          </p>
        </div>
      ) : (
        <ConsentSettings
          categories={categories}
          selection={selection ?? selectionOf(categories)}
          onChange={setSelection}
        />
      )}
    </EagerDialog>
  )
}

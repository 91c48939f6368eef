/**
 * The consent banner's first layer as the page paints it (lib/consent/rules/first-paint.ts): the same
 * frame, texts and buttons as the banner (ConsentBanner.tsx, DialogLayer.tsx), server-rendered and
 * hidden unless the head's script found a first-time visitor. It is a picture of the banner only:
 * hidden from assistive technology and inert, so nothing in it can be reached or pressed until the
 * banner's code opens the real dialog in its place and it goes away.
 */
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'
import type { ConsentTextsWithLinks } from '@/lib/content/rules/session-layout'
import dialog from '@/components/dialog/Dialog.module.css'
import styles from './ConsentBanner.module.css'

export async function ConsentBannerShell({
  texts,
  language,
}: {
  texts: ConsentTextsWithLinks | null
  language: Language
}) {
  const t = await getTranslations({ locale: language, namespace: 'consent' })
  return (
    // Few bytes: it is in every page twice (HTML and RSC data). The layer's z-index and height bound are
    // globals.css's, the close button has no name (nothing in here is read out).
    <div className="consent-shell" aria-hidden="true" inert>
      <div className={dialog.layer} data-position="center" data-modal="true">
        <div className={dialog.backdrop} />
        <div className={[dialog.panel, styles.panel].join(' ')}>
          <header className={dialog.header}>
            <h2 className={dialog.title}>{texts?.title ?? t('title')}</h2>
            <button type="button" tabIndex={-1} className={dialog.close}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className={dialog.body}>
            <div className={styles.intro}>
              <p>{texts?.text ?? t('text')}</p>
              <p className={styles.links}>
                {texts?.privacyHref && (
                  <a href={texts.privacyHref} tabIndex={-1}>
                    {t('privacy')}
                  </a>
                )}
                {texts?.imprintHref && (
                  <a href={texts.imprintHref} tabIndex={-1}>
                    {t('imprint')}
                  </a>
                )}
              </p>
            </div>
          </div>
          <footer className={styles.actions}>
            <button type="button" tabIndex={-1} className="button">
              {t('acceptAll')}
            </button>
            <button type="button" tabIndex={-1} className="button button--secondary">
              {t('onlyNecessary')}
            </button>
            <button type="button" tabIndex={-1} className="button button--ghost">
              {t('moreInfo')}
            </button>
          </footer>
        </div>
      </div>
    </div>
  )
}

/** The skip link of the root app (spec 02 §2): past the header, straight to the page's main content. */
import { useTranslations } from 'next-intl'

export const MAIN_CONTENT_ID = 'main-content'

export function SkipLink() {
  const t = useTranslations('common')
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  )
}

/** An honest notice on screens whose feature is still being built. */
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'
import { Link } from '@/lib/i18n/navigation'

export async function UpcomingFeature({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'screens.pending' })
  return (
    <section className="notice" aria-labelledby="upcoming-feature-title" data-testid="upcoming-feature">
      <h2 id="upcoming-feature-title">{t('title')}</h2>
      <p>{t('text')}</p>
      <p className="notice__actions">
        <Link href="/contact" className="button button--secondary">
          {t('contact')}
        </Link>
        <Link href="/" className="button button--ghost">
          {t('home')}
        </Link>
      </p>
    </section>
  )
}

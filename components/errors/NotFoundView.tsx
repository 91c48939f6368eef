import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import type { Language } from '@/lib/config'
import { RequestedPath } from './RequestedPath'

/** Spec 01 §8: 404 with the message "Page Not Found: {path}". */
export async function NotFoundView({ language }: { language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'errors.notFound' })
  return (
    <article className="screen error-view" data-testid="not-found">
      <p className="error-view__code" aria-hidden="true">
        404
      </p>
      <h1>{t('headline')}</h1>
      <p className="error-view__message">{t.rich('message', { path: () => <RequestedPath /> })}</p>
      <p>{t('suggestion')}</p>
      <p className="notice__actions">
        <Link href="/" className="button">
          {t('home')}
        </Link>
        <Link href="/search" className="button button--secondary">
          {t('search')}
        </Link>
      </p>
    </article>
  )
}

/** Metadata of a not-found answer: the spec's title, never indexed. */
export async function notFoundMetadata(language: Language) {
  const t = await getTranslations({ locale: language, namespace: 'errors.notFound' })
  return { title: { absolute: t('title') }, robots: { index: false, follow: true } }
}

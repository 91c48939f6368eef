'use client'

/** The 404 view of spec 01 §8, shared by the server-rendered 404 pages and the not-found boundaries. */
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'

/**
 * Spec 01 §8: 404 with the message "Page Not Found: {path}". `path` is text (React escapes it) or a
 * component that knows the path (RequestedPath.tsx). A client component on purpose: its texts come from
 * the root layout's provider, so a cached page never has to ask the request for its language.
 */
export function NotFoundView({ path }: { path: ReactNode }) {
  const t = useTranslations('errors.notFound')
  return (
    <article className="screen error-view" data-testid="not-found">
      <p className="error-view__code" aria-hidden="true">
        404
      </p>
      <h1>{t('headline')}</h1>
      <p className="error-view__message">
        {t.rich('message', { path: () => <span data-testid="requested-path">{path}</span> })}
      </p>
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

/** An empty basket or wishlist: what to do next, the way home and to the search. */
import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'

interface Props {
  /** Messages with title, text, home and search. */
  namespace: 'basketPage.empty' | 'wishlistPage.empty'
  className?: string
  testId: string
}

export function EmptyListNotice({ namespace, className, testId }: Props) {
  const t = useTranslations(namespace)
  return (
    <div className={className} data-testid={testId}>
      <h2>{t('title')}</h2>
      <p>{t('text')}</p>
      <div className="notice__actions">
        <Link href="/" className="button">
          {t('home')}
        </Link>
        <Link href="/search" className="button button--secondary">
          {t('search')}
        </Link>
      </div>
    </div>
  )
}

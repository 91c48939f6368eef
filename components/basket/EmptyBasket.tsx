import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import styles from './basket-page.module.css'

/** The empty basket (issue 5 §5): what to do next, the way home and to the search. */
export function EmptyBasket() {
  const t = useTranslations('basketPage.empty')
  return (
    <div className={styles.empty} data-testid="basket-empty">
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

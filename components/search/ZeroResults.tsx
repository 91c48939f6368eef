/** What a search that finds nothing offers instead: tips, categories to browse, home. */
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { CategoryLink } from '@/lib/catalog/server/search/suggest'
import type { Language } from '@/lib/config/markets'
import { Link } from '@/lib/i18n/navigation'
import styles from './search-page.module.css'

interface ZeroResultsProps {
  language: Language
  q: string
  categories: CategoryLink[]
  /** Some parameter of the address was malformed and left out. */
  invalid: boolean
}

export async function ZeroResults({ language, q, categories, invalid }: ZeroResultsProps) {
  const t = await getTranslations({ locale: language, namespace: 'search' })
  return (
    <section className={styles.zero} data-testid="search-zero-results" aria-labelledby="search-zero-title">
      <h2 id="search-zero-title" className={styles.zeroTitle}>
        {t('empty.title', { query: q })}
      </h2>
      {invalid && (
        <p className="notice notice--warning" role="status">
          {t('page.invalidParams')}
        </p>
      )}
      <div className={styles.zeroColumns}>
        <div>
          <h3 className={styles.subTitle}>{t('empty.tipsTitle')}</h3>
          <ul className={styles.tips}>
            <li>{t('empty.tips.spelling')}</li>
            <li>{t('empty.tips.fewer')}</li>
            <li>{t('empty.tips.synonym')}</li>
          </ul>
        </div>
        {categories.length > 0 && (
          <nav aria-labelledby="search-zero-categories">
            <h3 id="search-zero-categories" className={styles.subTitle}>
              {t('empty.categoriesTitle')}
            </h3>
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category.id}>
                  <NextLink href={category.href} className={styles.category}>
                    {category.name}
                  </NextLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <p>
        <Link href="/" className="button button--secondary">
          {t('empty.home')}
        </Link>
      </p>
    </section>
  )
}

/** A listing's page links (plain anchors: paging works without JavaScript and for crawlers). */
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { listingHref, paginationItems } from '@/lib/catalog/rules/listing/links'
import type { SortOption } from '@/lib/catalog/rules/listing/sort'
import styles from './listing.module.css'

interface Props {
  page: number
  pageCount: number
  basePath: string
  query: URLSearchParams
  defaultSort: SortOption
}

export function Pagination({ page, pageCount, basePath, query, defaultSort }: Props) {
  const t = useTranslations('listing.pagination')
  const items = paginationItems(page, pageCount)
  if (items.length === 0) return null
  const href = (p: number) => listingHref(basePath, query, { kind: 'page', page: p }, defaultSort)
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      {page > 1 && page <= pageCount && (
        <NextLink href={href(page - 1)} rel="prev" className={styles.pageStep}>
          <span aria-hidden="true">‹</span> {t('previous')}
        </NextLink>
      )}
      <ol className={styles.pages}>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {/* The current page is a link too, marked aria-current="page": a name is allowed on a link,
                  not on a bare span, and screen readers add "current page" themselves. */}
              <NextLink
                href={href(item.page)}
                className={item.current ? styles.pageCurrent : styles.pageLink}
                aria-current={item.current ? 'page' : undefined}
                aria-label={t('page', { page: item.page })}
              >
                {item.page}
              </NextLink>
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <NextLink href={href(page + 1)} rel="next" className={styles.pageStep} data-testid="next-page">
          {t('next')} <span aria-hidden="true">›</span>
        </NextLink>
      )}
    </nav>
  )
}

/** Short notices for addresses the listing could only partly follow (never an error page). */
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'

interface Props {
  /** Some listing parameter was malformed and left out. */
  invalid: boolean
  /** The page asked for lies beyond the last one. */
  beyondLast: { pageCount: number; lastHref: string } | null
}

export function ListingNotice({ invalid, beyondLast }: Props) {
  const t = useTranslations('listing.notice')
  if (!invalid && !beyondLast) return null
  return (
    <div className="notice notice--warning" role="status" data-testid="listing-notice">
      {invalid && <p>{t('invalid')}</p>}
      {beyondLast && (
        <>
          <p>{t('beyondLast', { pageCount: beyondLast.pageCount })}</p>
          <p className="notice__actions">
            <NextLink href={beyondLast.lastHref} className="button button--secondary">
              {t('toLastPage')}
            </NextLink>
          </p>
        </>
      )}
    </div>
  )
}

/** A product's rating: five stars, each filled by a fraction (spec 02 §5), and the number of ratings. */
import { useTranslations } from 'next-intl'
import type { Rating } from '@/lib/catalog/rules/types'
import { ratingTexts, type CatalogTranslate } from '@/lib/catalog/rules/view/card-texts'
import { StarsView } from './CatalogTextViews'

export function RatingStars({ rating, locale }: { rating: Rating; locale: string }) {
  const t = useTranslations('catalog') as unknown as CatalogTranslate
  return <StarsView texts={ratingTexts(rating, locale, t)} />
}

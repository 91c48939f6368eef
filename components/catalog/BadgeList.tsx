/** Product badges of spec 02 §3 (sale, promotion, new, bundle, themes). */
import { useTranslations } from 'next-intl'
import type { Badge } from '@/lib/catalog/rules'
import { badgeTexts, type CatalogTranslate } from '@/lib/catalog/rules/view/card-texts'
import { BadgeItems } from './CatalogTextViews'

export function BadgeList({ badges }: { badges: Badge[] }) {
  const t = useTranslations('catalog') as unknown as CatalogTranslate
  if (badges.length === 0) return null
  return <BadgeItems label={t('badges.label')} items={badgeTexts(badges, t)} />
}

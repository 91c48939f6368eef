/** Colour dots of spec 02 §5: at most 5 sets plus '+N'. A multi-colour set is drawn as segments. */
import { useTranslations } from 'next-intl'
import type { ColourDots } from '@/lib/catalog/rules'
import { colourTexts, type CatalogTranslate } from '@/lib/catalog/rules/view/card-texts'
import { ColourDotsView } from './CatalogTextViews'

export function ColourDotList({ dots }: { dots: ColourDots }) {
  const t = useTranslations('catalog') as unknown as CatalogTranslate
  return <ColourDotsView texts={colourTexts(dots, t)} />
}

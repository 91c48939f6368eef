/**
 * The words of a product's price, badges, rating and colour dots (spec 01 §9, spec 02 §3, §5), formatted
 * and translated once, where the page is rendered. Cards send these texts to the browser instead of
 * the element tree that would print them (issue 15 item 2), and the product page prints the same ones.
 */
import type { Badge } from '../badges'
import type { ColourDots } from '../colour-dots'
import type { FormattedRange } from '../money'
import type { PriceDisplay } from '../price-display'
import { ratingStars } from '../rating'
import type { Rating } from '../types'
import { numberFormat } from '@/lib/i18n/number-format'

/** A translator of the `catalog` namespace (next-intl's useTranslations / getTranslations('catalog')). */
export type CatalogTranslate = (key: string, values?: Record<string, string | number>) => string

export interface PriceTexts {
  /** The price shown large: the range, "from …" or the variant's price. */
  current: string
  /** Set on a sale (spec 02 §9): the crossed-out price with its kind, and the percent off. */
  sale?: { compare: string; percent: string }
  /** Spec 01 §9: the price per unit, e.g. "6,58 € / 1 l". */
  unit?: string
}

/**
 * Cards of products whose variants differ in price show the range without decimals (spec 01 §9)
 * instead of one variant's price; a crossed-out price of one variant would then mislead.
 */
export function priceTexts(
  display: PriceDisplay,
  range: FormattedRange | null,
  t: CatalogTranslate,
): PriceTexts {
  const showRange = range !== null && range.isRange
  const texts: PriceTexts = {
    current: showRange
      ? t('price.range', { from: range.from, to: range.to })
      : display.hasDifferentPrice
        ? t('price.from', { price: display.price })
        : display.price,
  }
  const sale = showRange ? null : display.sale
  if (sale) {
    texts.sale = {
      compare:
        sale.against === 'recommendedRetailPrice'
          ? t('price.rrp', { price: sale.comparePrice })
          : t('price.referenceWas', { price: sale.comparePrice }),
      percent: t('price.salePercent', { percent: sale.percent }),
    }
  }
  if (display.unitPrice) texts.unit = t('price.unitPrice', { ...display.unitPrice })
  return texts
}

export interface BadgeText {
  type: Badge['type']
  label: string
}

export function badgeTexts(badges: readonly Badge[], t: CatalogTranslate): BadgeText[] {
  // Message-key labels are the fixed badges.* keys of the catalog namespace.
  return badges.map((badge) => ({
    type: badge.type,
    label: badge.labelIsMessageKey ? t(badge.label) : badge.label,
  }))
}

export interface RatingTexts {
  /** What a screen reader hears: "4,7 von 5 Sternen bei 17 Bewertungen". */
  label: string
  /** Where the stars' fill ends, in rem (catalog.module.css .stars: star i at i × 1.1rem, 1rem wide). */
  fillRem: number
  count: number
}

export function starsFillRem(value: number): number {
  const fills = ratingStars(value)
  const last = fills.findLastIndex((fill) => fill > 0)
  return last < 0 ? 0 : Math.round((last * 1.1 + fills[last]!) * 100) / 100
}

export function ratingTexts(rating: Rating, locale: string, t: CatalogTranslate): RatingTexts {
  const value = numberFormat(locale, { maximumFractionDigits: 1 }).format(rating.value)
  return {
    label: t('rating.label', { value, count: rating.quantity }),
    fillRem: starsFillRem(rating.value),
    count: rating.quantity,
  }
}

export interface ColourTexts {
  /** "In 4 Farben erhältlich": every set, shown or not. */
  label: string
  /** Each dot's colour names and its CSS background (a multi-colour set is drawn as segments). */
  dots: { title: string; background: string }[]
  /** Spec 02 §5: "+N" beyond the first 5 sets. */
  more?: string
}

export function colourTexts(dots: ColourDots, t: CatalogTranslate): ColourTexts {
  const texts: ColourTexts = {
    label: t('colours.label', { count: dots.dots.length + dots.more }),
    dots: dots.dots.map((dot) => ({
      title: dot.colours.map((c) => t(`colours.names.${c.name}`)).join(' / '),
      background: segments(dot.colours.map((c) => c.hex)),
    })),
  }
  if (dots.more > 0) texts.more = t('colours.more', { count: dots.more })
  return texts
}

function segments(hexes: string[]): string {
  if (hexes.length === 1) return hexes[0] ?? 'transparent'
  const step = 360 / hexes.length
  return `conic-gradient(${hexes.map((hex, i) => `${hex} ${i * step}deg ${(i + 1) * step}deg`).join(', ')})`
}

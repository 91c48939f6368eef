/** Colour dots of spec 02 §5: at most 5 sets plus '+N'. A multi-colour set is drawn as segments. */
import { useTranslations } from 'next-intl'
import type { ColourDots } from '@/lib/catalog/rules'
import styles from './catalog.module.css'

export function ColourDotList({ dots }: { dots: ColourDots }) {
  const t = useTranslations('catalog.colours')
  const total = dots.dots.length + dots.more
  return (
    <div className={styles.colourDots} role="img" aria-label={t('label', { count: total })}>
      {dots.dots.map((dot, index) => (
        <span
          key={index}
          className={styles.colourDot}
          title={dot.colours.map((c) => t(`names.${c.name}` as 'names.rot')).join(' / ')}
          style={{ background: segments(dot.colours.map((c) => c.hex)) }}
        />
      ))}
      {dots.more > 0 && <span className={styles.colourMore}>{t('more', { count: dots.more })}</span>}
    </div>
  )
}

function segments(hexes: string[]): string {
  if (hexes.length === 1) return hexes[0] ?? 'transparent'
  const step = 360 / hexes.length
  return `conic-gradient(${hexes.map((hex, i) => `${hex} ${i * step}deg ${(i + 1) * step}deg`).join(', ')})`
}

/** The `icon` block (spec 01 §2) and the built-in icon set other blocks draw from (IconGlyph). */
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { readFields, text } from './kit/fields'
import styles from './Icon.module.css'

/** The built-in icons, drawn on a 24 × 24 grid with round strokes so they sit well beside text. */
const GLYPHS = {
  truck: [
    'M2.5 6h11v10h-11z',
    'M13.5 9h4.2l3.3 3.6V16h-7.5',
    'M5.2 17.5a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0',
    'M15.2 17.5a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0',
  ],
  return: ['M9 14 4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11'],
  shield: ['M12 3l8 3v6c0 4.6-3.4 8-8 9-4.6-1-8-4.4-8-9V6z', 'm8.5 12 2.5 2.5 4.5-5'],
  phone: [
    'M5.2 3.5h3.3l1.6 4.1-2.1 1.4a11.5 11.5 0 0 0 7 7l1.4-2.1 4.1 1.6v3.3a1.7 1.7 0 0 1-1.8 1.7C10.6 20 4 13.4 3.5 5.3a1.7 1.7 0 0 1 1.7-1.8z',
  ],
  mail: ['M3 5.5h18v13H3z', 'm3.5 6.5 8.5 6.5 8.5-6.5'],
  star: ['M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z'],
  heart: ['M12 20s-8-4.7-8-10.4A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 8 2.6C20 15.3 12 20 12 20z'],
  leaf: ['M20 4C10.5 4 5 8.8 5 15.5c0 1.6.3 3 .9 4C15.2 19.5 20 14 20 4z', 'M4 21c2.8-5.2 6.6-8.8 11.5-11'],
  gift: [
    'M4 11h16v9.5H4z',
    'M3 7.5h18V11H3z',
    'M12 7.5v13',
    'M12 7.5C10.8 4.6 7.5 3.9 7.5 5.8S10.3 7.5 12 7.5zm0 0c1.2-2.9 4.5-3.6 4.5-1.7S13.7 7.5 12 7.5z',
  ],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3.2 2'],
  check: ['m5 12.5 4.5 4.5L19 7.5'],
} as const satisfies Record<string, readonly string[]>

export type IconName = keyof typeof GLYPHS
export const ICON_NAMES = Object.keys(GLYPHS) as IconName[]

export const isIconName = (value: unknown): value is IconName =>
  typeof value === 'string' && Object.hasOwn(GLYPHS, value)

/**
 * One icon of the set. Decorative unless `label` is given, in which case it is an image with that name.
 */
export function IconGlyph({
  name,
  label,
  className,
}: {
  name: IconName
  label?: string
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={[styles.glyph, className].filter(Boolean).join(' ')}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {GLYPHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

const fields = z.looseObject({
  icon: z.unknown(),
  name: z.unknown(),
  label: text,
  text,
  /** The icon's name for assistive technology when it stands alone without a label. */
  alt: text,
  size: z.enum(['small', 'medium', 'large']).catch('medium'),
  color: z.enum(['primary', 'accent', 'text', 'muted']).catch('primary'),
  align: z.enum(['left', 'center']).catch('left'),
})

/**
 * `icon`: a built-in icon by name, alone or with a label and a short text (a service promise such as
 * "free returns"). An unknown name renders nothing.
 */
export function Icon({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  const name = [data?.icon, data?.name].find(isIconName)
  if (!data || !name) return null
  const standalone = !data.label && !data.text
  return (
    <div
      className={styles.icon}
      data-size={data.size}
      data-color={data.color}
      data-align={data.align}
      {...editableAttributes(blok, context.preview)}
    >
      <IconGlyph name={name} label={standalone ? data.alt : undefined} />
      {!standalone && (
        <p className={styles.copy}>
          {data.label && <strong className={styles.label}>{data.label}</strong>}
          {data.text && <span className={styles.text}>{data.text}</span>}
        </p>
      )}
    </div>
  )
}

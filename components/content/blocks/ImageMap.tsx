/**
 * `image_map`: an image with hotspots on it. A hotspot with a description is a button that opens it
 * (with the link inside); one with only a link is the link. Each is named by its label, and they are
 * in reading order (top to bottom, left to right) for keyboard users.
 */
import { useId, type CSSProperties } from 'react'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { productSlug } from '@/lib/catalog/rules/product-slug'
import type { Language } from '@/lib/config/markets'
import { resolveLink } from '@/lib/content/rules/links'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, blocksOf, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './ImageMap.module.css'

/** A position in percent of the image (0–100), also written as a string with a decimal comma. */
const percent = z.unknown().transform((value) => {
  const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= 100
    ? number
    : undefined
})

const PRODUCT_NUMBER = /^[A-Za-z0-9]{1,32}$/

/** The product page of a hotspot's product: name slug and number, as product links are built everywhere. */
export function productHref(name: string, number: string, language: Language): string | null {
  return PRODUCT_NUMBER.test(number.trim()) ? `/${language}/p/${productSlug(name, number.trim())}/` : null
}

const hotspotFields = z.looseObject({
  x: percent,
  y: percent,
  label: text,
  description: text,
  link: z.unknown(),
  product_number: text,
})

const fields = z.looseObject({
  image: asset,
  headline: text,
  headline_level: z.unknown(),
  hotspots: blocksOf(['image_map_hotspot', 'hotspot']),
})

interface Hotspot {
  uid: string
  x: number
  y: number
  label: string
  description?: string
  link?: unknown
  editable: Record<string, string>
}

export function ImageMap({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.imageMap')
  const id = useId()
  const data = readFields(fields, blok)
  if (!data?.image) return null
  const hotspots = data.hotspots
    .flatMap((item): Hotspot[] => {
      const spot = readFields(hotspotFields, item)
      if (!spot?.label || spot.x === undefined || spot.y === undefined) return []
      const product = spot.product_number
        ? productHref(spot.label, spot.product_number, context.language)
        : null
      const link = product ? { linktype: 'url', url: product } : spot.link
      const usable = resolveLink(link, context.language) !== null
      if (!usable && !spot.description) return []
      return [
        {
          uid: item._uid,
          x: spot.x,
          y: spot.y,
          label: spot.label,
          description: spot.description,
          link: usable ? link : undefined,
          editable: editableAttributes(item, context.preview),
        },
      ]
    })
    .sort((a, b) => a.y - b.y || a.x - b.x)

  return (
    <figure className={styles.imageMap} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <div className={styles.stage}>
        <ContentImage
          asset={data.image}
          width={1200}
          sizes="(min-width: 1200px) 1200px, 100vw"
          className={styles.image}
        />
        {hotspots.map((spot, index) => {
          const position = { '--x': `${spot.x}%`, '--y': `${spot.y}%` } as CSSProperties
          const marker = (
            <span className={styles.marker} aria-hidden="true">
              +
            </span>
          )
          if (!spot.description) {
            return (
              <span key={spot.uid} style={position} className={styles.anchor} {...spot.editable}>
                <ContentLink
                  link={spot.link}
                  language={context.language}
                  className={styles.hotspot}
                  aria-label={spot.label}
                >
                  {marker}
                </ContentLink>
              </span>
            )
          }
          const popoverId = `${id}-spot-${index}`
          return (
            <span key={spot.uid} style={position} className={styles.anchor} {...spot.editable}>
              <button
                type="button"
                className={styles.hotspot}
                popoverTarget={popoverId}
                aria-label={spot.label}
              >
                {marker}
              </button>
              <span
                id={popoverId}
                popover="auto"
                role="dialog"
                aria-label={spot.label}
                className={styles.popover}
              >
                <strong className={styles.popoverTitle}>{spot.label}</strong>
                <span className={styles.popoverText}>{spot.description}</span>
                {spot.link !== undefined && (
                  <ContentLink link={spot.link} language={context.language} className={styles.popoverLink}>
                    {t('open')}
                  </ContentLink>
                )}
                <button
                  type="button"
                  className={styles.popoverClose}
                  popoverTarget={popoverId}
                  popoverTargetAction="hide"
                >
                  {t('close')}
                </button>
              </span>
            </span>
          )
        })}
      </div>
    </figure>
  )
}

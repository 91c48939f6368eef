/**
 * `qr_code`: an address to open on another device. No QR encoder is installed in the shop, so the
 * block shows the address as a link with its caption rather than an image that cannot be scanned.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { linkAttributes } from './kit/ContentLink'
import { readFields, text, field } from './kit/fields'
import styles from './QrCode.module.css'

const fields = z.looseObject({ url: field, link: field, caption: text, label: text })

/** A plain address field reads as a url link; a multilink field as itself. */
const asLink = (value: unknown) => (typeof value === 'string' ? { linktype: 'url', url: value } : value)

/** The address as people read it on a page: without scheme and trailing slash. */
const readable = (href: string) => href.replace(/^https?:\/\//i, '').replace(/\/$/, '')

export function QrCode({ blok, context }: BlockProps) {
  const t = useTranslations('content.qrCode')
  const data = readFields(fields, blok)
  const link = data ? resolveLink(asLink(data.url ?? data.link), context.language) : null
  if (!data || !link) return null
  return (
    <figure className={styles.qr} {...editableAttributes(blok, context.preview)}>
      <a href={link.href} className={styles.link} {...linkAttributes(link)}>
        <span className={styles.label}>{data.label ?? t('open')}</span>
        <span className={styles.address}>{readable(link.href)}</span>
      </a>
      {data.caption && <figcaption className={styles.caption}>{data.caption}</figcaption>}
    </figure>
  )
}

/** `consultation`: the advice box, with phone, email and a link to book an appointment. */
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { IconGlyph } from './Icon'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import { RichTextField } from './kit/RichTextField'
import styles from './Consultation.module.css'

/**
 * A tel: address from a number as people write it (`+49 (0)89 / 123 45-6`): the trunk zero after a
 * country code is dropped, everything but digits and the leading plus goes. Null for anything that is
 * not plausibly a phone number.
 */
export function telHref(raw: string): string | null {
  const trimmed = raw.trim()
  if (!/^\+?[\d\s()./-]+$/.test(trimmed)) return null
  const international = trimmed.startsWith('+')
  const withoutTrunk = international ? trimmed.replace(/\(0\)/, '') : trimmed
  const digits = withoutTrunk.replace(/\D/g, '')
  if (digits.length < 5 || digits.length > 15) return null
  return `tel:${international ? '+' : ''}${digits}`
}

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  text: z.unknown(),
  image: asset,
  /** The adviser's name under the photo. */
  name: text,
  phone: text,
  /** When the hotline is staffed, as the editor writes it ("Mo–Fr 8–18 Uhr"). */
  phone_hours: text,
  email: text,
  appointment_link: z.unknown(),
  appointment_label: text,
})

export function Consultation({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.consultation')
  const headingId = useId()
  const data = readFields(fields, blok)
  if (!data) return null
  const tel = data.phone ? telHref(data.phone) : null
  const mail = data.email ? resolveLink({ linktype: 'email', email: data.email }, context.language) : null
  const appointment = resolveLink(data.appointment_link, context.language)
  if (!tel && !mail && !appointment) return null
  return (
    <section
      className={styles.consultation}
      aria-labelledby={data.headline ? headingId : undefined}
      aria-label={data.headline ? undefined : t('label')}
      {...editableAttributes(blok, context.preview)}
    >
      {data.image && (
        <figure className={styles.adviser}>
          <ContentImage asset={data.image} preset="thumbnail" ratio={1} className={styles.photo} />
          {data.name && <figcaption className={styles.name}>{data.name}</figcaption>}
        </figure>
      )}
      <div className={styles.body}>
        {data.headline && (
          <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline} id={headingId}>
            {data.headline}
          </Heading>
        )}
        <div className={styles.text}>
          <RichTextField document={data.text} context={context} />
        </div>
        <ul className={styles.channels}>
          {tel && data.phone && (
            <li className={styles.channel}>
              <IconGlyph name="phone" className={styles.icon} />
              <span>
                <span className={styles.channelLabel}>{t('phone')}</span>
                <a href={tel} className={styles.value}>
                  {data.phone}
                </a>
                {data.phone_hours && <span className={styles.hours}>{data.phone_hours}</span>}
              </span>
            </li>
          )}
          {mail && data.email && (
            <li className={styles.channel}>
              <IconGlyph name="mail" className={styles.icon} />
              <span>
                <span className={styles.channelLabel}>{t('email')}</span>
                <a href={mail.href} className={styles.value}>
                  {data.email}
                </a>
              </span>
            </li>
          )}
        </ul>
        {appointment && (
          <ContentLink
            link={data.appointment_link}
            language={context.language}
            className={styles.appointment}
          >
            <IconGlyph name="clock" className={styles.icon} />
            {data.appointment_label ?? t('appointment')}
          </ContentLink>
        )}
      </div>
    </section>
  )
}

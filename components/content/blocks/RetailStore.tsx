/** `retail_store`: a store card (address, opening hours, phone, map link) with schema.org Store data. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { absoluteUrl } from '@/lib/config/absolute-url'
import { resolveLink } from '@/lib/content/rules/links'
import { isoCountry } from '@/lib/content/rules/seo/country'
import { normalizeImageSource } from '@/lib/images/source'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, blocks, headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import { JsonLd } from './kit/JsonLd'
import {
  daysLabel,
  readOpeningHours,
  WEEKDAYS,
  weekdayNames,
  type OpeningHoursEntry,
} from './kit/opening-hours'
import styles from './RetailStore.module.css'

const coordinate = (limit: number) =>
  field.transform((value) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
    return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
      ? number
      : undefined
  })

const fields = z.looseObject({
  name: text,
  headline_level: field,
  image: asset,
  street: text,
  postal_code: text,
  zip: text,
  city: text,
  country: text,
  phone: text,
  email: text,
  note: text,
  opening_hours: blocks,
  map_link: field,
  latitude: coordinate(90),
  longitude: coordinate(180),
})
type Fields = NonNullable<z.output<typeof fields>>

/** `+49 (0)30 123 45-6` → `tel:+49301234560`-style: digits and a leading plus only. */
function telHref(phone: string): string | null {
  const digits = phone
    .replace(/\(0\)/g, '')
    .replace(/[^\d+]/g, '')
    .replace(/(?!^)\+/g, '')
  return digits.replace('+', '').length >= 5 ? `tel:${digits}` : null
}

/** The editor's map link, or OpenStreetMap at the coordinates, or OpenStreetMap searching the address. */
function mapHref(data: Fields, postalCode: string | undefined, language: BlockProps['context']['language']) {
  const own = resolveLink(data.map_link, language)
  if (own) return own.href
  if (data.latitude !== undefined && data.longitude !== undefined) {
    const { latitude: lat, longitude: lon } = data
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`
  }
  const address = [data.street, postalCode, data.city].filter(Boolean).join(', ')
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null
}

function storeJsonLd(
  data: Fields,
  postalCode: string | undefined,
  hours: OpeningHoursEntry[],
  map: string | null,
  context: BlockProps['context'],
) {
  const image = absoluteUrl(context.origin, normalizeImageSource(data.image?.filename))
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: data.name,
    ...(image ? { image } : {}),
    ...(data.phone ? { telephone: data.phone } : {}),
    ...(data.email ? { email: data.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: data.street,
      postalCode,
      addressLocality: data.city,
      // An ISO code (schema.org, Google): the editor's code or country name, else the market's country.
      addressCountry: isoCountry(data.country, context.market.country),
    },
    ...(data.latitude !== undefined && data.longitude !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: data.latitude, longitude: data.longitude } }
      : {}),
    ...(map?.startsWith('https://') ? { hasMap: map } : {}),
    openingHoursSpecification: hours
      .filter((entry) => !entry.closed)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: entry.days.map((day) => `https://schema.org/${WEEKDAYS[day]}`),
        opens: entry.opens,
        closes: entry.closes,
      })),
  }
}

export function RetailStore({ blok, context }: BlockProps) {
  const t = useTranslations('content.retailStore')
  const data = readFields(fields, blok)
  if (!data?.name) return null
  const postalCode = data.postal_code ?? data.zip
  const hours = readOpeningHours(data.opening_hours)
  const names = weekdayNames(`${context.language}-${context.market.country.toUpperCase()}`)
  const tel = data.phone ? telHref(data.phone) : null
  const mail = data.email ? resolveLink({ linktype: 'email', email: data.email }, context.language) : null
  const map = mapHref(data, postalCode, context.language)
  const countryName =
    data.country && /^[a-z]{2}$/i.test(data.country) && data.country.toLowerCase() !== context.market.country
      ? new Intl.DisplayNames([context.language], { type: 'region' }).of(data.country.toUpperCase())
      : undefined
  return (
    <section className={styles.store} {...editableAttributes(blok, context.preview)}>
      <JsonLd data={storeJsonLd(data, postalCode, hours, map, context)} />
      {data.image && (
        <ContentImage asset={data.image} preset="default" ratio={16 / 9} className={styles.image} />
      )}
      <div className={styles.body}>
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.name}>
          {data.name}
        </Heading>
        {data.note && <p className={styles.note}>{data.note}</p>}
        <div className={styles.columns}>
          <div>
            <address className={styles.address}>
              {data.street && <span>{data.street}</span>}
              {(postalCode || data.city) && <span>{[postalCode, data.city].filter(Boolean).join(' ')}</span>}
              {countryName && <span>{countryName}</span>}
            </address>
            <ul className={styles.contact}>
              {data.phone && (
                <li>
                  <span className={styles.label}>{t('phone')}</span>{' '}
                  {tel ? <a href={tel}>{data.phone}</a> : data.phone}
                </li>
              )}
              {mail && (
                <li>
                  <span className={styles.label}>{t('email')}</span> <a href={mail.href}>{data.email}</a>
                </li>
              )}
            </ul>
            {map &&
              (resolveLink(data.map_link, context.language) ? (
                <ContentLink link={data.map_link} language={context.language} className={styles.map}>
                  {t('map')}
                </ContentLink>
              ) : (
                <a href={map} className={styles.map} target="_blank" rel="noopener noreferrer">
                  {t('map')}
                  <span className={styles.visuallyHidden}> {t('newWindow')}</span>
                </a>
              ))}
          </div>
          {hours.length > 0 && (
            <table className={styles.hours}>
              <caption className={styles.caption}>{t('openingHours')}</caption>
              <tbody>
                {hours.map((entry, index) => (
                  <tr key={index}>
                    <th scope="row">{daysLabel(entry.days, names)}</th>
                    <td>
                      {entry.closed
                        ? t('closed')
                        : t('hours', { opens: entry.opens ?? '', closes: entry.closes ?? '' })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  )
}

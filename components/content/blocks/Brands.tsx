/**
 * `brands`: a grid of brand logos, each linking to the brand's page or, without one, to a search for
 * the brand. The link is named by the brand, whatever the logo file's alt text says.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { Language } from '@/lib/config/markets'
import { PATHNAMES } from '@/lib/i18n/pathnames'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, blocksOf, flag, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './Brands.module.css'

/** The search page for a brand name: where a brand without a page of its own leads. */
export function brandSearchHref(name: string, language: Language): string {
  return `/${language}${PATHNAMES['/search'][language]}/?q=${encodeURIComponent(name)}`
}

const brandFields = z.looseObject({ name: text, logo: asset, link: z.unknown() })

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  brands: blocksOf(['brand', 'brand_item']),
  show_names: flag,
})

export function Brands({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.brands')
  const data = readFields(fields, blok)
  const brands = (data?.brands ?? []).flatMap((item) => {
    const brand = readFields(brandFields, item)
    return brand?.name ? [{ uid: item._uid, blok: item, ...brand, name: brand.name }] : []
  })
  if (!data || brands.length === 0) return null
  const tag = headingTag(data.headline_level, 'h2')
  return (
    <section
      className={styles.brands}
      aria-label={data.headline ? undefined : t('label')}
      {...editableAttributes(blok, context.preview)}
    >
      {data.headline && (
        <Heading as={tag} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <ul className={styles.list}>
        {brands.map((brand) => {
          const content = (
            <>
              {brand.logo && (
                <ContentImage asset={brand.logo} width={160} ratio={2} className={styles.logo} decorative />
              )}
              <span className={brand.logo && !data.show_names ? styles.srOnly : styles.name}>
                {brand.name}
              </span>
            </>
          )
          return (
            <li key={brand.uid} className={styles.item} {...editableAttributes(brand.blok, context.preview)}>
              <ContentLink
                link={brand.link}
                language={context.language}
                className={styles.link}
                fallback={
                  <ContentLink
                    link={{ linktype: 'url', url: brandSearchHref(brand.name, context.language) }}
                    language={context.language}
                    className={styles.link}
                  >
                    {content}
                  </ContentLink>
                }
              >
                {content}
              </ContentLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

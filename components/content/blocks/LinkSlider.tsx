/** `link_slider`: a row of text or icon links (categories, services) that scrolls sideways. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import { LazySlider as Slider } from '@/components/slider/LazySlider'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, blocks, headingTag, readFields, text, field } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './LinkSlider.module.css'

const fields = z.looseObject({ headline: text, headline_level: field, items: blocks, links: blocks })
const itemFields = z.looseObject({ label: text, link: field, icon: asset, image: asset })

/**
 * Each link as wide as its label, so no word is broken in the middle in any language (long German
 * compounds such as "Küchenkleingeräte"); the row scrolls sideways when they do not all fit.
 */
const SPACE_BETWEEN = 12

export function LinkSlider({ blok, context }: BlockProps) {
  const t = useTranslations('content.linkSlider')
  const data = readFields(fields, blok)
  const items = [...(data?.items ?? []), ...(data?.links ?? [])].flatMap((item) => {
    const parsed = readFields(itemFields, item)
    return parsed?.label && resolveLink(parsed.link, context.language) ? [{ ...parsed, item }] : []
  })
  if (!data || items.length === 0) return null
  return (
    <div className={styles.linkSlider} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <Slider ariaLabel={data.headline ?? t('label')} slidesPerView="auto" spaceBetween={SPACE_BETWEEN}>
        {items.map(({ label, link, icon, image, item }) => (
          <div key={item._uid} className={styles.slide} {...editableAttributes(item, context.preview)}>
            <ContentLink
              link={link}
              language={context.language}
              currentPath={context.path}
              className={styles.link}
            >
              {(icon ?? image) && (
                <ContentImage
                  asset={icon ?? image}
                  preset="thumbnail"
                  ratio={1}
                  className={styles.icon}
                  decorative
                />
              )}
              <span className={styles.label}>{label}</span>
            </ContentLink>
          </div>
        ))}
      </Slider>
    </div>
  )
}

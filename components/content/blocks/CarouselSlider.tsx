/**
 * `carousel_slider`: any blocks (cards, banners, images) as slides of the shared slider (spec 02 §9
 * defaults, reduced motion honoured), with slides per view for phones, tablets and desktops.
 */
import { Fragment } from 'react'
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { LazySlider as Slider } from '@/components/slider/LazySlider'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocks, flag, headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './CarouselSlider.module.css'

/** Slides per view as a number field (Storyblok sends numbers as strings, "1.5" included). */
const count = z.unknown().transform((value) => {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 1 && number <= 6
    ? number
    : undefined
})

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  slides: blocks,
  slides_mobile: count,
  slides_tablet: count,
  slides_desktop: count,
  space_between: z.enum(['none', 'small', 'medium', 'large']).catch('medium'),
  autoplay: flag,
  loop: flag,
  pagination: flag,
  hide_navigation: flag,
})

const SPACING = { none: 0, small: 8, medium: 16, large: 24 } as const

export function CarouselSlider({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.carousel')
  const data = readFields(fields, blok)
  if (!data || data.slides.length === 0) return null
  const tag = headingTag(data.headline_level, 'h2')
  return (
    <section className={styles.carousel} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={tag} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <Slider
        ariaLabel={data.headline ?? t('label')}
        slidesPerView={{
          base: data.slides_mobile ?? 1,
          md: data.slides_tablet ?? 2,
          lg: data.slides_desktop ?? 3,
        }}
        spaceBetween={SPACING[data.space_between]}
        autoplay={data.autoplay}
        loop={data.loop}
        pagination={data.pagination}
        navigation={!data.hide_navigation}
      >
        {data.slides.map((slide) => (
          <Fragment key={slide._uid}>{context.render([slide])}</Fragment>
        ))}
      </Slider>
    </section>
  )
}

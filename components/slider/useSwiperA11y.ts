'use client'

/**
 * Swiper's a11y texts in the page's language (spec 02 §9 sliders): without them Swiper reads its English
 * defaults ("Go to slide 1", "Next slide") on German, French and Dutch pages. Swiper fills in
 * {{index}} and {{slidesLength}} itself.
 */
import { useMemo } from 'react'
import { useTranslations } from 'next-intl'

export function useSwiperA11y() {
  const t = useTranslations('blocks.slider')
  return useMemo(
    () => ({
      containerRoleDescriptionMessage: t('roleDescription'),
      itemRoleDescriptionMessage: t('slideRoleDescription'),
      slideLabelMessage: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
      paginationBulletMessage: t('goToSlide', { index: '{{index}}' }),
      firstSlideMessage: t('first'),
      lastSlideMessage: t('last'),
      prevSlideMessage: t('previous'),
      nextSlideMessage: t('next'),
    }),
    [t],
  )
}

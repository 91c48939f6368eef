'use client'

/**
 * The slider (swiper) as a chunk of its own, for server components that render one: only pages that
 * show a slider load it. Rendered on the server as before; the chunk hydrates it.
 */
import dynamic from 'next/dynamic'

export const LazySlider = dynamic(() => import('./Slider').then((m) => m.Slider))

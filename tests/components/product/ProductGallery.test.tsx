// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import type { Swiper } from 'swiper'
import { ProductGallery } from '@/components/product/ProductGallery'
import { SLIDER } from '@/lib/config/constants'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'
import './fixtures'

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => useDialogStore.setState({ stack: [] }))
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

const IMAGES = ['towel-gelb', 'towel-gelb-detail', 'towel-rot'].map((name) => ({
  src: `/images/catalog/${name}.webp`,
}))
const swiperOf = (container: HTMLElement) =>
  (container.querySelector('.swiper') as HTMLElement & { swiper: Swiper }).swiper
const thumb = (n: number) => screen.getByRole('button', { name: `Bild ${n} anzeigen` })

describe('product gallery (swiper, image dialog with zoom)', () => {
  it('shows the pictures in the shop slider with the spec 02 §9 defaults, thumbnails below', () => {
    stubReducedMotion(false)
    const { container } = renderWithIntl(<ProductGallery images={IMAGES} name="Handtuch Oslo" />)
    const region = screen.getByRole('region', { name: 'Produktbilder' })
    expect(region).toHaveAttribute('aria-roledescription', 'Karussell')
    expect(within(region).getAllByRole('button', { name: /Bild \d von 3 vergrößern/ })).toHaveLength(3)
    const params = swiperOf(container).params
    expect([params.speed, params.threshold, params.touchAngle]).toEqual([
      SLIDER.speedMs,
      SLIDER.thresholdPx,
      SLIDER.touchAngle,
    ])
    expect(screen.getByRole('list', { name: 'Bildauswahl' })).toBeInTheDocument()
    expect(thumb(1)).toHaveAttribute('aria-current', 'true')
  })

  it('with reduced motion the slides change without animation', () => {
    stubReducedMotion(true)
    const { container } = renderWithIntl(<ProductGallery images={IMAGES} name="Handtuch Oslo" />)
    expect(swiperOf(container).params.speed).toBe(0)
  })

  it('a thumbnail moves the slider there; a swipe marks its thumbnail', () => {
    stubReducedMotion(false)
    const { container } = renderWithIntl(<ProductGallery images={IMAGES} name="Handtuch Oslo" />)
    const swiper = swiperOf(container)
    const slideTo = vi.spyOn(swiper, 'slideTo')
    fireEvent.click(thumb(3))
    expect(slideTo).toHaveBeenCalledWith(2, undefined)
    expect(thumb(3)).toHaveAttribute('aria-current', 'true')
    expect(thumb(1)).not.toHaveAttribute('aria-current')
    slideTo.mockRestore()
    act(() => {
      swiper.slideTo(1, 0)
    })
    expect(thumb(2)).toHaveAttribute('aria-current', 'true')
    expect(screen.getByTestId('gallery-main')).toHaveAccessibleName('Bild 2 von 3 vergrößern')
  })

  it('opens the image dialog at the picture, zooms, and turns pages with buttons and arrow keys', () => {
    stubReducedMotion(false)
    renderWithIntl(<ProductGallery images={IMAGES} name="Handtuch Oslo" />)
    fireEvent.click(screen.getByRole('button', { name: 'Bild 2 von 3 vergrößern' }))
    const dialog = screen.getByRole('dialog', { name: 'Handtuch Oslo – Bild 2 von 3' })
    const zoomIn = within(dialog).getByRole('button', { name: 'Vergrößern' })
    expect(zoomIn).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(zoomIn)
    expect(within(dialog).getByRole('button', { name: 'Verkleinern' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Verkleinern' }), { key: 'ArrowRight' })
    expect(screen.getByRole('dialog', { name: 'Handtuch Oslo – Bild 3 von 3' })).toBeInTheDocument()
    // A new picture starts unzoomed.
    expect(screen.getByRole('button', { name: 'Vergrößern' })).toHaveAttribute('aria-pressed', 'false')
    fireEvent.keyDown(screen.getByRole('button', { name: 'Vergrößern' }), { key: 'ArrowRight' })
    expect(screen.getByRole('dialog', { name: 'Handtuch Oslo – Bild 1 von 3' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }))
    expect(screen.getByRole('dialog', { name: 'Handtuch Oslo – Bild 3 von 3' })).toHaveTextContent(
      'Bild 3 von 3',
    )
    // The page behind follows the dialog.
    expect(thumb(3)).toHaveAttribute('aria-current', 'true')
    // The keys work wherever focus is in the dialog, its close button too.
    const dialogNow = screen.getByRole('dialog')
    fireEvent.keyDown(within(dialogNow).getByRole('button', { name: 'Schließen' }), { key: 'ArrowLeft' })
    expect(screen.getByRole('dialog', { name: 'Handtuch Oslo – Bild 2 von 3' })).toBeInTheDocument()
  })

  it('a single picture needs neither slider nor thumbnails', () => {
    renderWithIntl(<ProductGallery images={IMAGES.slice(0, 1)} name="Handtuch Oslo" />)
    expect(screen.getByRole('region', { name: 'Produktbilder' })).not.toHaveAttribute('aria-roledescription')
    expect(screen.queryByRole('list', { name: 'Bildauswahl' })).toBeNull()
    fireEvent.click(screen.getByTestId('gallery-main'))
    expect(screen.getByRole('dialog', { name: 'Handtuch Oslo – Bild 1 von 1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).toBeNull()
  })
})

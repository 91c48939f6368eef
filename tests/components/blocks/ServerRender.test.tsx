// Server rendering of the A–I blocks (node, no DOM): what a content page's HTML holds before hydration.
import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { renderBlocks } from '@/components/content/Blocks'
import messages from '@/messages/de'
import { asset, blok, context, doc, storyLink } from './ai-helpers'

const now = new Date('2025-06-03T12:00:00Z')
const page = [
  blok('breadcrumb', 'ssr-breadcrumb', { current_label: 'Küche' }),
  blok('headline', 'ssr-headline', { text: 'Küche', level: 'h1' }),
  blok('grid', 'ssr-grid', {
    layout: '1-2',
    columns: [
      blok('grid_column', 'ssr-col-a', {
        body: [blok('icon', 'ssr-icon', { icon: 'truck', label: 'Gratisversand' })],
      }),
      blok('grid_column', 'ssr-col-b', { body: [blok('alert', 'ssr-alert', { text: 'Hinweis' })] }),
    ],
  }),
  blok('carousel_slider', 'ssr-carousel', {
    headline: 'Inspiration',
    autoplay: true,
    slides: [
      blok('card', 'ssr-card-1', {
        headline: 'Eins',
        image: asset('a.jpg', 'A'),
        link: storyLink('kategorieseiten/kueche'),
      }),
      blok('card', 'ssr-card-2', { headline: 'Zwei' }),
    ],
  }),
  blok('campaign_banner', 'ssr-campaign', {
    headline: 'Sommer-Sale',
    date_to: '2025-06-08 21:59',
    dismissible: true,
    show_countdown: true,
    terms: doc('Bedingungen'),
  }),
  blok('countdown', 'ssr-countdown', { headline: 'Endet bald', date_to: '2025-06-08 21:59' }),
  blok('faq', 'ssr-faq', { items: [blok('faq_item', 'ssr-q', { question: 'Frage?', answer: 'Antwort.' })] }),
  blok('custom_form', 'ssr-form', {
    form_id: 'kontakt',
    fields: [blok('form_field', 'ssr-f', { name: 'name', label: 'Name', required: true })],
  }),
  blok('iframe', 'ssr-iframe', { url: 'https://player.vimeo.com/video/1', title: 'Video' }),
]

function serverHtml() {
  const base = context({ now, path: '/de/kueche/' })
  return renderToString(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
      {renderBlocks(page, { ...base })}
    </NextIntlClientProvider>,
  )
}

describe('A–I blocks on the server (spec 01 §2 content blocks)', () => {
  it('render to HTML with their content, the slides and the initial countdown', () => {
    const html = serverHtml()
    for (const text of [
      'Küche',
      'Gratisversand',
      'Inspiration',
      'Eins',
      'Zwei',
      'Sommer-Sale',
      'Frage?',
      'Name',
    ]) {
      expect(html).toContain(text)
    }
    // The slider's slides and their pre-sized widths are in the HTML before Swiper starts.
    expect(html).toContain('swiper-slide')
    expect(html).toMatch(/:not\(.swiper-initialized\) .swiper-slide\{width:calc/)
    // The clock starts at the page's time: 5 days 9 h 59 min until the end.
    expect(html).toMatch(/>5<\/span><span[^>]*>Tage/)
    expect(html).toContain('application/ld+json')
    expect(html).toContain('src="https://player.vimeo.com/video/1"')
    // Nothing of the editor without preview, and no dialog before a click.
    expect(html).not.toContain('data-blok-uid')
    expect(html).not.toContain('role="dialog"')
  })
})

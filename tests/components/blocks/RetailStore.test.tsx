// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { RetailStore } from '@/components/content/blocks/RetailStore'
import {
  daysLabel,
  parseDays,
  readOpeningHours,
  weekdayIndex,
  weekdayNames,
} from '@/components/content/blocks/kit/opening-hours'
import { getMarket } from '@/lib/config'
import { allHrefs, blockContext, blok, hostileLink, renderBlock } from './lz-helpers'

const store = blok('retail_store', 'store-muenchen', {
  name: 'Filiale München Schwabing',
  street: 'Leopoldstraße 42',
  postal_code: '80802',
  city: 'München',
  country: 'de',
  phone: '+49 (0)89 123 456-0',
  email: 'muenchen@example.com',
  latitude: '48.1601',
  longitude: 11.5856,
  opening_hours: [
    blok('opening_hours', 'oh-1', {
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      opens: '9:30',
      closes: '19:00',
    }),
    blok('opening_hours', 'oh-2', { days: 'saturday', opens: '10:00', closes: '16:00' }),
    blok('opening_hours', 'oh-3', { days: ['sunday'], closed: true }),
    blok('opening_hours', 'oh-bad', { days: 'monday', opens: '18:00', closes: '09:00' }),
  ],
})

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null')

describe('retail store block (spec 01 §2)', () => {
  it('renders name, address, phone, email, map link and the opening hours table', () => {
    renderBlock(RetailStore, store)
    expect(screen.getByRole('heading', { level: 2, name: 'Filiale München Schwabing' })).toBeInTheDocument()
    expect(screen.getByText('Leopoldstraße 42')).toBeInTheDocument()
    expect(screen.getByText('80802 München')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+49 (0)89 123 456-0' })).toHaveAttribute(
      'href',
      'tel:+49891234560',
    )
    expect(screen.getByRole('link', { name: 'muenchen@example.com' })).toHaveAttribute(
      'href',
      'mailto:muenchen@example.com',
    )
    expect(screen.getByRole('link', { name: /Auf der Karte zeigen/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=48.1601&mlon=11.5856#map=17/48.1601/11.5856',
    )
    const hours = screen.getByRole('table', { name: 'Öffnungszeiten' })
    // Day names come from the runtime's locale data ("Mo" or "Mo."), so the test asks it too.
    const [mo, , , , fr, sa, so] = weekdayNames('de-DE')
    expect(
      within(hours)
        .getAllByRole('row')
        .map((tr) => tr.textContent),
    ).toEqual([`${mo}–${fr}09:30–19:00 Uhr`, `${sa}10:00–16:00 Uhr`, `${so}geschlossen`])
  })

  it('adds schema.org Store data with opening hours, and escapes markup in it', () => {
    const { container } = renderBlock(RetailStore, {
      ...store,
      name: 'Filiale </script><script>alert(1)</script>',
    })
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.innerHTML).not.toContain('</script>')
    expect(jsonLd(container)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Filiale </script><script>alert(1)</script>',
      telephone: '+49 (0)89 123 456-0',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Leopoldstraße 42',
        postalCode: '80802',
        addressCountry: 'DE',
      },
      geo: { latitude: 48.1601, longitude: 11.5856 },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (d) => `https://schema.org/${d}`,
          ),
          opens: '09:30',
          closes: '19:00',
        },
        { dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '16:00' },
      ],
    })
  })

  it.each<[string | undefined, string, string]>([
    ['DEUTSCHLAND', 'de-de', 'DE'],
    ['Schweiz', 'de-ch', 'CH'],
    ['at', 'de-de', 'AT'],
    [undefined, 'fr-be', 'BE'],
    ['Irgendwo', 'nl-nl', 'NL'],
  ])('names the country %j in %s by its ISO code %s', (country, market, code) => {
    const { container } = renderBlock(
      RetailStore,
      { ...store, country },
      blockContext({ market: getMarket(market as 'de-de') }),
    )
    expect(jsonLd(container).address.addressCountry).toBe(code)
  })

  it('names its picture absolutely', () => {
    const { container } = renderBlock(RetailStore, { ...store, image: { filename: '/images/store.jpg' } })
    expect(jsonLd(container).image).toBe('http://de-de.localhost:3000/images/store.jpg')
  })

  it('editable attributes only in preview', () => {
    const { container } = renderBlock(RetailStore, store, blockContext({ preview: true }))
    expect(container.querySelector('section')).toHaveAttribute('data-blok-uid', '4711-store-muenchen')
    const plain = renderBlock(RetailStore, { ...store, _uid: 'plain' })
    expect(plain.container.querySelector('section')).not.toHaveAttribute('data-blok-uid')
  })

  it('a javascript: map link is not used; the address search takes its place', () => {
    const { container } = renderBlock(RetailStore, {
      ...store,
      latitude: null,
      map_link: hostileLink,
      email: 'kein@',
    })
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
    expect(screen.getByRole('link', { name: /Auf der Karte zeigen/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Leopoldstra%C3%9Fe%2042%2C%2080802%2C%20M%C3%BCnchen',
    )
    expect(screen.queryByRole('link', { name: 'kein@' })).toBeNull()
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(
      RetailStore,
      blok('retail_store', 'x', { name: 3, opening_hours: 'Mo-Fr' }),
    )
    expect(container).toBeEmptyDOMElement()
    renderBlock(
      RetailStore,
      blok('retail_store', 'y', { name: 'Nur Name', opening_hours: 'Mo-Fr', latitude: 'Nord' }),
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Nur Name' })).toBeInTheDocument()
  })
})

describe('opening hours as editors write them', () => {
  it.each([
    ['monday', 0],
    ['Mon', 0],
    ['mo', 0],
    ['Di', 1],
    ['dienstag', 1],
    ['mercredi', 2],
    ['jeu', 3],
    ['Fr.', 4],
    ['samstag', 5],
    ['Sunday', 6],
    ['dimanche', 6],
    ['so', 6],
    ['m', null],
    ['', null],
    ['xx', null],
  ])('%j → %j', (value, index) => {
    expect(weekdayIndex(value)).toBe(index)
  })

  it('reads lists, ranges (also across the week end) and comma lists', () => {
    expect(parseDays(['friday', 'monday'])).toEqual([0, 4])
    expect(parseDays('monday-friday')).toEqual([0, 1, 2, 3, 4])
    expect(parseDays('Sa–Mo')).toEqual([0, 5, 6])
    expect(parseDays('mo, mi, fr')).toEqual([0, 2, 4])
    expect(parseDays(42)).toEqual([])
  })

  it('keeps entries with valid times (opens before closes) or the closed flag', () => {
    expect(
      readOpeningHours([
        { days: 'mo', opens: '8.00', closes: '12:00' },
        { days: 'di', opens: '25:00', closes: '12:00' },
        { days: 'mi', opens: '12:00', closes: '12:00' },
        { days: 'do', closed: 'true' },
        { opens: '08:00', closes: '12:00' },
      ]),
    ).toEqual([
      { days: [0], opens: '08:00', closes: '12:00', closed: false },
      { days: [3], opens: null, closes: null, closed: true },
    ])
  })

  it('labels runs of days in the locale, Monday first', () => {
    expect(weekdayNames('fr-BE', 'long')[0]).toBe('lundi')
    expect(weekdayNames('de-DE', 'long')[6]).toBe('Sonntag')
    const names = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']
    expect(daysLabel([0, 1, 2, 4, 6], names)).toBe('Mo–Mi, Fr, So')
    expect(daysLabel([5, 6], names)).toBe('Sa–So')
  })
})

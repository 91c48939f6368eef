// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Consultation, telHref } from '@/components/content/blocks/Consultation'
import {
  asset,
  blok,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
  storyLink,
} from './ai-helpers'

const consultation = blok('consultation', 'kontakt-beratung', {
  headline: 'Persönliche Beratung',
  text: doc('Sie sind unsicher, welcher Topf zu Ihrem Herd passt? Wir helfen gern.'),
  image: asset('beraterin.jpg', 'Portrait von Anna Koch', '600x600'),
  name: 'Anna Koch',
  phone: '+49 (0)89 / 123 45-6',
  phone_hours: 'Mo–Fr 8–18 Uhr',
  email: 'beratung@example.de',
  appointment_link: storyLink('kontakt/termin'),
  appointment_label: 'Videoberatung buchen',
})

describe('consultation block (spec 01 §2)', () => {
  it('renders the advice box with phone, email and the appointment link', () => {
    renderBlock(Consultation, consultation)
    expect(screen.getByRole('region', { name: 'Persönliche Beratung' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+49 (0)89 / 123 45-6' })).toHaveAttribute(
      'href',
      'tel:+4989123456',
    )
    expect(screen.getByText('Mo–Fr 8–18 Uhr')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'beratung@example.de' })).toHaveAttribute(
      'href',
      'mailto:beratung@example.de',
    )
    expect(screen.getByRole('link', { name: 'Videoberatung buchen' })).toHaveAttribute(
      'href',
      '/de/kontakt/termin/',
    )
    expect(screen.getByRole('img', { name: 'Portrait von Anna Koch' })).toBeInTheDocument()
    expect(screen.getByText('Anna Koch')).toBeInTheDocument()
  })

  it.each([
    ['+49 (0)89 / 123 45-6', 'tel:+4989123456'],
    ['0800 123 456', 'tel:0800123456'],
    ['+41 44 123 45 67', 'tel:+41441234567'],
    ['javascript:alert(1)', null],
    ['123', null],
    ['call me', null],
  ])('phone %s → %s', (input, expected) => {
    expect(telHref(input)).toBe(expected)
  })

  it('hostile phone, email and appointment values become no links', () => {
    const { container } = renderBlock(Consultation, {
      ...consultation,
      phone: 'javascript:alert(1)',
      email: 'javascript:alert(1)',
      appointment_link: hostileLink,
    })
    expect(container).toBeEmptyDOMElement()
    expectNoScriptUrls(container)
  })

  it('a default label names the appointment link and the box when the content has none', () => {
    renderBlock(Consultation, { ...consultation, headline: undefined, appointment_label: undefined })
    expect(screen.getByRole('region', { name: 'Beratung' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Beratungstermin vereinbaren' })).toBeInTheDocument()
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Consultation, consultation)
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(Consultation, 'consultation')
  })
})

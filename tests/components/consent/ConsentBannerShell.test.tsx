// @vitest-environment jsdom
/**
 * The consent banner's first layer as the page paints it (spec 02 §2 "Consent banner (modal)"): the
 * banner's title, text, links and buttons, the editors' or the shop's own, in the page's language; a
 * picture only, which assistive technology skips and nothing in which can be reached.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { createTranslator } from 'next-intl'
import { ConsentBannerShell } from '@/components/consent/ConsentBannerShell'
import type { Language } from '@/lib/config'
import type { ConsentTextsWithLinks } from '@/lib/content/rules/session-layout'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'

const MESSAGES = { de, fr, nl }
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Language; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'consent' }),
}))
afterEach(cleanup)

const EDITORS: ConsentTextsWithLinks = {
  title: 'Cookies bei uns',
  text: 'Wir nutzen Cookies, wie die Redaktion es schreibt.',
  version: 3,
  categories: [],
  privacyHref: '/de/datenschutz/',
  imprintHref: '/de/impressum/',
}

async function show(texts: ConsentTextsWithLinks | null, language: Language) {
  return render(await ConsentBannerShell({ texts, language }))
}

describe('consent banner first layer at first paint', () => {
  it.each(['de', 'fr', 'nl'] as const)('shows the shop’s own texts and buttons in %s', async (language) => {
    const { container } = await show(null, language)
    const consent = MESSAGES[language].consent
    const shell = container.querySelector('.consent-shell')
    expect(shell).toHaveTextContent(consent.title)
    expect(shell).toHaveTextContent(consent.text)
    for (const label of [consent.acceptAll, consent.onlyNecessary, consent.moreInfo])
      expect(shell).toHaveTextContent(label)
  })

  it('shows the editors’ title, text and links when the content service has them', async () => {
    const { container } = await show(EDITORS, 'de')
    const shell = container.querySelector('.consent-shell')
    expect(shell).toHaveTextContent(EDITORS.title)
    expect(shell).toHaveTextContent(EDITORS.text)
    expect([...(shell?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/de/datenschutz/',
      '/de/impressum/',
    ])
  })

  it('is hidden from assistive technology and nothing in it can be reached', async () => {
    const { container } = await show(EDITORS, 'de')
    const shell = container.querySelector('.consent-shell')
    expect(shell).toHaveAttribute('aria-hidden', 'true')
    expect(shell).toHaveAttribute('inert')
    expect(screen.queryAllByRole('button')).toEqual([])
    expect(screen.queryAllByRole('dialog')).toEqual([])
    for (const element of shell?.querySelectorAll('a, button') ?? [])
      expect(element).toHaveAttribute('tabindex', '-1')
  })
})

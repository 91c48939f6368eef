// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import messages from '@/messages/de'
import ShopError from '@/app/[market]/[lang]/error'
import { ShopProvider } from '@/components/app-shell/ShopContext'
import type { ClientShop } from '@/lib/config/client'

const SHOP = { market: 'de-de', language: 'de', deploymentEnv: 'production' } as ClientShop

function renderError(deploymentEnv: ClientShop['deploymentEnv'], reset = vi.fn()) {
  const error = Object.assign(new Error('kaputt'), { digest: 'abc123' })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
      <ShopProvider shop={{ ...SHOP, deploymentEnv }}>
        <ShopError error={error} reset={reset} />
      </ShopProvider>
    </NextIntlClientProvider>,
  )
  return reset
}

afterEach(cleanup)

describe('spec 02 §2 error page', () => {
  it("shows 'oops', headline, message, suggestion and a link home to '/'", () => {
    renderError('production')
    const page = screen.getByTestId('error-page')
    expect(page).toHaveTextContent(messages.errors.error.oops)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.errors.error.headline)
    expect(page).toHaveTextContent(messages.errors.error.message)
    expect(page).toHaveTextContent(messages.errors.error.suggestion)
    expect(screen.getByRole('link', { name: messages.errors.error.home })).toHaveAttribute('href', '/')
  })

  it.each(['production', 'development', 'preview'] as const)('hides status and stack in %s', (env) => {
    renderError(env)
    expect(screen.queryByTestId('error-details')).toBeNull()
  })

  it('shows status code, status message and stack in the QA environment', () => {
    renderError('qa')
    const details = screen.getByTestId('error-details')
    expect(details).toHaveTextContent('500')
    expect(details).toHaveTextContent('kaputt (digest abc123)')
    expect(details).toHaveTextContent('Error: kaputt')
  })

  it('offers to try again', () => {
    const reset = renderError('production')
    fireEvent.click(screen.getByRole('button', { name: messages.errors.error.retry }))
    expect(reset).toHaveBeenCalledOnce()
  })
})

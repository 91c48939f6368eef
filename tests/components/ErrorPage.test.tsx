// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { ErrorBoundary, type ErrorComponent } from 'next/dist/client/components/error-boundary'
import messages from '@/messages/de'
import ShopError from '@/app/[market]/[lang]/error'
import GlobalError from '@/app/global-error'
import { LANGUAGES } from '@/lib/config'
import { HttpError } from '@/lib/http/rules/errors'
import { ERROR_MESSAGES } from '@/messages/errors'
import { DEPLOYMENT_ENDPOINT } from '@/components/errors/useErrorDetails'

/** The running server's answer to "which deployment is this?" (app/api/deployment). */
function serverRunsAs(deploymentEnv: string | null) {
  const fetchMock = vi.fn(async () =>
    deploymentEnv === null
      ? new Response('down', { status: 503 })
      : Response.json({ deploymentEnv }, { headers: { 'cache-control': 'private, no-store' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

// Next types the caught value as unknown; error.tsx files are written for Error, as Next's docs show.
const SegmentError = ShopError as unknown as ErrorComponent

/** A component that fails while rendering: a real unhandled render error, no test-only route. */
function Broken({ message, digest, status }: { message: string; digest?: string; status?: number }): never {
  const error = status ? new HttpError(status, message) : new Error(message)
  throw digest ? Object.assign(error, { digest }) : error
}
type Failure = Parameters<typeof Broken>[0]

/** The page as Next assembles it: its error.tsx as the segment's error boundary around the page. */
function renderFailingPage(failure: Failure) {
  return render(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
      <ErrorBoundary errorComponent={SegmentError}>
        <Broken {...failure} />
      </ErrorBoundary>
    </NextIntlClientProvider>,
  )
}

beforeEach(() => {
  // React and error.tsx both log the caught error; the test does not need the noise.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.history.pushState({}, '', '/')
})

describe('spec 02 §2 error page: a fatal or unhandled error shows it', () => {
  it("shows 'oops', headline, message, suggestion and a link home to '/'", async () => {
    serverRunsAs('production')
    renderFailingPage({ message: 'kaputt' })
    const page = await screen.findByTestId('error-page')
    expect(page).toHaveTextContent(messages.errors.error.oops)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.errors.error.headline)
    expect(page).toHaveTextContent(messages.errors.error.message)
    expect(page).toHaveTextContent(messages.errors.error.suggestion)
    expect(screen.getByRole('link', { name: messages.errors.error.home })).toHaveAttribute('href', '/')
  })

  it.each(['production', 'development', 'preview'])(
    'hides status and stack when the running server is %s',
    async (env) => {
      const fetchMock = serverRunsAs(env)
      renderFailingPage({ message: 'kaputt' })
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(DEPLOYMENT_ENDPOINT, expect.anything()))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.getByTestId('error-page')).toBeInTheDocument()
      expect(screen.queryByTestId('error-details')).toBeNull()
    },
  )

  it('hides them when the server cannot say (it is what broke)', async () => {
    const fetchMock = serverRunsAs(null)
    renderFailingPage({ message: 'kaputt' })
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByTestId('error-details')).toBeNull()
  })

  it('shows status code 500, status message and stack when the running server is QA', async () => {
    serverRunsAs('qa')
    renderFailingPage({ message: 'kaputt', digest: 'abc123' })
    const details = await screen.findByTestId('error-details')
    const values = within(details).getAllByRole('definition')
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      messages.errors.error.statusCode,
      messages.errors.error.statusMessage,
      messages.errors.error.stack,
    ])
    expect(values[0]).toHaveTextContent(/^500$/)
    expect(values[1]).toHaveTextContent('kaputt (digest abc123)')
    expect(values[2]).toHaveTextContent('Error: kaputt')
    // The stack names the component that failed.
    expect(values[2]).toHaveTextContent(/at Broken/)
  })

  it('shows the status an error carries (an HttpError) instead of 500', async () => {
    serverRunsAs('qa')
    renderFailingPage({ message: 'catalog unavailable', status: 503 })
    const details = await screen.findByTestId('error-details')
    expect(within(details).getAllByRole('definition')[0]).toHaveTextContent(/^503$/)
    expect(details).toHaveTextContent('catalog unavailable')
  })

  it('offers to try again, which renders the page anew', async () => {
    serverRunsAs('production')
    const { rerender } = renderFailingPage({ message: 'kaputt' })
    rerender(
      <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
        <ErrorBoundary errorComponent={SegmentError}>
          <p>wieder da</p>
        </ErrorBoundary>
      </NextIntlClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: messages.errors.error.retry }))
    expect(await screen.findByText('wieder da')).toBeInTheDocument()
    expect(screen.queryByTestId('error-page')).toBeNull()
  })
})

describe('spec 02 §2 root error page (app/global-error.tsx, when even the root layout fails)', () => {
  it.each(LANGUAGES)('speaks %s on a page of that language, from messages/', async (language) => {
    serverRunsAs('production')
    window.history.pushState({}, '', `/${language}/warenkorb/`)
    render(<GlobalError error={new Error('kaputt')} reset={() => {}} />, { container: document })
    const texts = ERROR_MESSAGES[language].error
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(texts.headline)
    expect(document.documentElement).toHaveAttribute('lang', language)
    expect(screen.getByRole('link', { name: texts.home })).toHaveAttribute('href', '/')
    expect(screen.queryByTestId('error-details')).toBeNull()
  })

  it('falls back to the first configured language on an address without one', async () => {
    serverRunsAs('production')
    window.history.pushState({}, '', '/xx/')
    render(<GlobalError error={new Error('kaputt')} reset={() => {}} />, { container: document })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      ERROR_MESSAGES[LANGUAGES[0]].error.headline,
    )
  })

  it('shows status code, status message and stack when the running server is QA', async () => {
    serverRunsAs('qa')
    window.history.pushState({}, '', '/nl/')
    render(<GlobalError error={new Error('root kaputt')} reset={() => {}} />, { container: document })
    const details = await screen.findByTestId('error-details')
    expect(details).toHaveTextContent(ERROR_MESSAGES.nl.error.statusCode)
    expect(within(details).getAllByRole('definition')[0]).toHaveTextContent(/^500$/)
    expect(details).toHaveTextContent('root kaputt')
    expect(details).toHaveTextContent('Error: root kaputt')
  })
})

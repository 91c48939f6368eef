// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { LoadingBar } from '@/components/loading-bar/LoadingBar'
import { useLoadingBarStore } from '@/lib/ui/client/loading-bar-store'
import { messages, renderWithIntl } from './intl'

const route = vi.hoisted(() => ({ pathname: '/de/', search: '' }))
vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}))

/** Stands in for next/link: the router cancels the browser's own navigation. */
function Shell() {
  return (
    <>
      <LoadingBar />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link needs a mounted router */}
      <a href="/de/konto/" onClick={(event) => event.preventDefault()}>
        account
      </a>
      <a href="#top" onClick={(event) => event.preventDefault()}>
        hash
      </a>
    </>
  )
}

function navigateTo(rerender: (ui: React.ReactElement) => void, pathname: string) {
  route.pathname = pathname
  window.history.pushState(null, '', pathname)
  rerender(<Shell />)
}

const bar = () => screen.getByRole('progressbar', { hidden: true, name: messages.common.loading })
const track = () => bar().parentElement as HTMLElement
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  route.pathname = '/de/'
  window.history.replaceState(null, '', '/de/')
  useLoadingBarStore.setState({ phase: 'idle' })
})
afterEach(() => {
  cleanup()
  vi.clearAllTimers()
  vi.useRealTimers()
})

function setup() {
  const { rerender } = renderWithIntl(<Shell />)
  return { rerender }
}

describe('spec 02 §2 "Root app", §9: loading bar during client navigations', () => {
  it('is a labelled progress bar, hidden at rest', () => {
    setup()
    expect(bar()).toHaveAttribute('aria-valuenow', '0')
    expect(track()).toHaveAttribute('data-visible', 'false')
    expect(track()).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows after the 200 ms throttle, completes on the route change, hides 500 ms later, resets 400 ms after', () => {
    const { rerender } = setup()
    fireEvent.click(screen.getByText('account'))
    advance(199)
    expect(track()).toHaveAttribute('data-visible', 'false')
    advance(1)
    expect(track()).toHaveAttribute('data-visible', 'true')
    expect(screen.getByRole('progressbar', { name: messages.common.loading })).toHaveAttribute(
      'aria-valuenow',
      '90',
    )
    expect(bar().style.getPropertyValue('--loading-bar-transition')).toBe('2000ms')
    act(() => navigateTo(rerender, '/de/konto/'))
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    advance(499)
    expect(track()).toHaveAttribute('data-visible', 'true')
    advance(1)
    expect(track()).toHaveAttribute('data-visible', 'false')
    expect(track()).toHaveAttribute('data-phase', 'hiding')
    advance(400)
    expect(track()).toHaveAttribute('data-phase', 'idle')
    expect(bar()).toHaveAttribute('aria-valuenow', '0')
  })

  it('never shows for a navigation faster than the throttle', () => {
    const { rerender } = setup()
    fireEvent.click(screen.getByText('account'))
    advance(150)
    act(() => navigateTo(rerender, '/de/konto/'))
    advance(2000)
    expect(track()).toHaveAttribute('data-phase', 'idle')
  })

  it('ignores modified clicks and jumps within the page', () => {
    setup()
    fireEvent.click(screen.getByText('account'), { ctrlKey: true })
    fireEvent.click(screen.getByText('hash'))
    advance(1000)
    expect(track()).toHaveAttribute('data-phase', 'idle')
  })

  it('follows back/forward steps to another route, not hash steps on the same page', () => {
    const { rerender } = setup()
    window.history.replaceState(null, '', '/de/#top')
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    advance(1000)
    expect(track()).toHaveAttribute('data-phase', 'idle')
    window.history.replaceState(null, '', '/de/konto/')
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    advance(200)
    expect(track()).toHaveAttribute('data-phase', 'running')
    route.pathname = '/de/konto/'
    act(() => rerender(<Shell />))
    expect(track()).toHaveAttribute('data-phase', 'finishing')
  })
})

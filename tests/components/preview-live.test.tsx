// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { BridgeHandlers } from '@/components/content/preview/bridge'

const refresh = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const renderPreviewStory = vi.fn()
vi.mock('@/components/content/preview/render-preview', () => ({
  renderPreviewStory: (...args: unknown[]) => renderPreviewStory(...args),
}))

let handlers: BridgeHandlers | null = null
const connectBridge = vi.fn()
vi.mock('@/components/content/preview/bridge', () => ({
  connectBridge: (h: BridgeHandlers) => connectBridge(h),
}))

const { LivePreview, INPUT_DEBOUNCE_MS } = await import('@/components/content/preview/LivePreview')

const PROPS = {
  storyId: 4711,
  editorQuery: '_storyblok=4711&_storyblok_tk%5Btoken%5D=abc',
  market: 'de-de',
  language: 'de',
  path: '/de/documentation/pflege-und-reinigung/',
}

function renderPreview() {
  return render(
    <LivePreview {...PROPS}>
      <h1>Entwurf vom Server</h1>
    </LivePreview>,
  )
}

/** Lets the dynamic import of the bridge module and its promise chain settle. */
const settle = () => act(async () => await vi.dynamicImportSettled())

beforeEach(() => {
  vi.useFakeTimers()
  handlers = null
  connectBridge.mockImplementation(async (h: BridgeHandlers) => {
    handlers = h
    return () => {
      handlers = null
    }
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.clearAllMocks()
})

/** Edits in the visual editor appear live on the preview page. */
describe('LivePreview', () => {
  it('shows the server-rendered draft and connects the bridge for its story', async () => {
    renderPreview()
    await settle()
    expect(screen.getByRole('heading', { name: 'Entwurf vom Server' })).toBeInTheDocument()
    expect(connectBridge).toHaveBeenCalledWith(expect.objectContaining({ storyId: 4711 }))
  })

  it('an unsaved edit is rendered by the server once the editor pauses, and replaces the draft', async () => {
    renderPreviewStory.mockResolvedValue(<h1>Live bearbeitet</h1>)
    renderPreview()
    await settle()
    act(() => {
      handlers!.onInput({ id: 4711, step: 1 })
      handlers!.onInput({ id: 4711, step: 2 })
    })
    expect(renderPreviewStory).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS))
    expect(renderPreviewStory).toHaveBeenCalledTimes(1)
    const { editorQuery, market, language, path } = PROPS
    expect(renderPreviewStory).toHaveBeenCalledWith({
      editorQuery,
      market,
      language,
      path,
      story: { id: 4711, step: 2 },
    })
    expect(screen.getByRole('heading', { name: 'Live bearbeitet' })).toBeInTheDocument()
    expect(screen.queryByText('Entwurf vom Server')).toBeNull()
  })

  it('an older render answering after a newer one is dropped', async () => {
    let answerFirst: (node: unknown) => void = () => {}
    renderPreviewStory
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(<h1>Zweite Fassung</h1>)
    renderPreview()
    await settle()
    act(() => handlers!.onInput({ id: 4711, step: 1 }))
    await act(async () => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS))
    act(() => handlers!.onInput({ id: 4711, step: 2 }))
    await act(async () => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS))
    await act(async () => answerFirst(<h1>Erste Fassung</h1>))
    expect(screen.getByRole('heading', { name: 'Zweite Fassung' })).toBeInTheDocument()
    expect(screen.queryByText('Erste Fassung')).toBeNull()
  })

  it('a refused render (null) keeps what the page shows', async () => {
    renderPreviewStory.mockResolvedValue(null)
    renderPreview()
    await settle()
    act(() => handlers!.onInput({ id: 4711 }))
    await act(async () => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS))
    expect(renderPreviewStory).toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Entwurf vom Server' })).toBeInTheDocument()
  })

  it('save or publish re-reads the draft from the server (router.refresh) and drops the live render', async () => {
    renderPreviewStory.mockResolvedValue(<h1>Live bearbeitet</h1>)
    renderPreview()
    await settle()
    act(() => handlers!.onInput({ id: 4711 }))
    await act(async () => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS))
    act(() => handlers!.onSaved())
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { name: 'Entwurf vom Server' })).toBeInTheDocument()
  })

  it('without the bridge (script blocked, offline) the draft stays as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    connectBridge.mockRejectedValue(new Error('the bridge script did not load'))
    renderPreview()
    await settle()
    expect(screen.getByRole('heading', { name: 'Entwurf vom Server' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(
      '[preview] the visual editor bridge is not available',
      expect.any(Error),
    )
    warn.mockRestore()
  })

  it('leaving the page disconnects the bridge', async () => {
    const { unmount } = renderPreview()
    await settle()
    expect(handlers).not.toBeNull()
    unmount()
    expect(handlers).toBeNull()
  })
})

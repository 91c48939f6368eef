// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BRIDGE_SCRIPT_ID,
  BRIDGE_SCRIPT_URL,
  connectBridge,
  type BridgeWindow,
} from '@/components/content/preview/bridge'

type Listener = (event?: Record<string, unknown>) => void

/** Stands in for Storyblok's bridge: records its options and the one listener the page registers. */
class FakeBridge {
  static last: FakeBridge | null = null
  events: string[] = []
  listener: Listener = () => {}
  constructor(public options: unknown) {
    FakeBridge.last = this
  }
  on(events: string | string[], listener: Listener) {
    this.events = ([] as string[]).concat(events)
    this.listener = listener
  }
  pingEditor() {}
  isInEditor() {
    return true
  }
  enterEditmode() {}
}

/** A window inside the editor's iframe (top is the editor) or opened directly (top is itself). */
function fakeWindow(framed: boolean): BridgeWindow {
  const win = { document, StoryblokBridge: undefined } as unknown as BridgeWindow
  Object.assign(win, { self: win, top: framed ? ({} as Window) : win })
  return win
}

const script = () => document.getElementById(BRIDGE_SCRIPT_ID) as HTMLScriptElement | null

afterEach(() => {
  script()?.remove()
  FakeBridge.last = null
})

/** Spec 01 §7: the editor bridge script is loaded only with an editor token, i.e. on preview pages. */
describe('the visual editor bridge (spec 01 §7)', () => {
  it('opened directly, outside the editor, the preview loads no bridge script', async () => {
    const stop = await connectBridge({ storyId: 1, onInput: vi.fn(), onSaved: vi.fn() }, fakeWindow(false))
    expect(script()).toBeNull()
    stop()
  })

  it("in the editor's iframe it loads Storyblok's bridge once and passes on this story's events", async () => {
    const win = fakeWindow(true)
    const onInput = vi.fn()
    const onSaved = vi.fn()
    const connecting = connectBridge({ storyId: 4711, onInput, onSaved }, win)
    expect(script()?.src).toBe(BRIDGE_SCRIPT_URL)
    expect(document.querySelectorAll('script')).toHaveLength(1)
    win.StoryblokBridge = FakeBridge as unknown as BridgeWindow['StoryblokBridge']
    script()!.dispatchEvent(new Event('load'))
    const stop = await connecting

    const bridge = FakeBridge.last!
    expect(bridge.options).toMatchObject({ resolveRelations: ['article.author'], resolveLinks: 'url' })
    expect(bridge.events).toEqual(['input', 'change', 'published'])

    const edited = { id: 4711, content: { component: 'page', _uid: 'p' } }
    bridge.listener({ action: 'input', story: edited })
    bridge.listener({ action: 'input', story: { id: 99, content: {} } })
    bridge.listener({ action: 'change', storyId: 4711 })
    bridge.listener({ action: 'published', storyId: 4711 })
    bridge.listener({ action: 'published', storyId: 99 })
    bridge.listener(undefined)
    expect(onInput).toHaveBeenCalledTimes(1)
    expect(onInput).toHaveBeenCalledWith(edited)
    expect(onSaved).toHaveBeenCalledTimes(2)

    stop()
    bridge.listener({ action: 'change', storyId: 4711 })
    expect(onSaved).toHaveBeenCalledTimes(2)

    // The next preview page (client navigation) reuses the loaded bridge: no second script.
    await connectBridge({ storyId: 5, onInput, onSaved }, win)
    expect(document.querySelectorAll('script')).toHaveLength(1)
  })

  it('a bridge that cannot load rejects (the page keeps its draft) and leaves no dead script behind', async () => {
    const connecting = connectBridge({ storyId: 1, onInput: vi.fn(), onSaved: vi.fn() }, fakeWindow(true))
    script()!.dispatchEvent(new Event('error'))
    await expect(connecting).rejects.toThrow(BRIDGE_SCRIPT_URL)
    expect(script()).toBeNull()
  })

  it('a script that loads but defines no bridge rejects too', async () => {
    const connecting = connectBridge({ storyId: 1, onInput: vi.fn(), onSaved: vi.fn() }, fakeWindow(true))
    script()!.dispatchEvent(new Event('load'))
    await expect(connecting).rejects.toThrow(/no StoryblokBridge/)
  })
})

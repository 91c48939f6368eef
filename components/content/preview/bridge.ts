/**
 * The visual editor's bridge (spec 01 §7: loaded only for a URL carrying an editor token). LivePreview
 * imports this module dynamically, and only the preview pages render LivePreview, so neither the bridge
 * script nor this loader is ever part of a normal page's JavaScript.
 */
import type { StoryblokBridgeConfigV2, StoryblokBridgeV2 } from '@storyblok/react'

/** Storyblok serves the bridge that matches its editor; the editor runs there, so it is reachable. */
export const BRIDGE_SCRIPT_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js'
export const BRIDGE_SCRIPT_ID = 'storyblok-bridge'

// As loadPageStory reads the page story, so an edited story arrives in the shape the page rendered.
const BRIDGE_OPTIONS: StoryblokBridgeConfigV2 = {
  resolveRelations: ['article.author'],
  resolveLinks: 'url',
  preventClicks: true,
}

type BridgeConstructor = new (options?: StoryblokBridgeConfigV2) => StoryblokBridgeV2
type BridgeEvent = Parameters<Parameters<StoryblokBridgeV2['on']>[1]>[0]

export interface BridgeWindow {
  top: Window['top']
  self: Window['self']
  document: Document
  StoryblokBridge?: BridgeConstructor
}

/** Adds the bridge script once; resolves with the bridge class, rejects when the script cannot load. */
export function loadBridgeScript(win: BridgeWindow): Promise<BridgeConstructor> {
  if (win.StoryblokBridge) return Promise.resolve(win.StoryblokBridge)
  return new Promise((resolve, reject) => {
    const doc = win.document
    let script = doc.getElementById(BRIDGE_SCRIPT_ID) as HTMLScriptElement | null
    if (!script) {
      script = doc.createElement('script')
      script.id = BRIDGE_SCRIPT_ID
      script.src = BRIDGE_SCRIPT_URL
      script.async = true
      doc.body.appendChild(script)
    }
    script.addEventListener('load', () =>
      win.StoryblokBridge
        ? resolve(win.StoryblokBridge)
        : reject(new Error('the bridge script loaded but defined no StoryblokBridge')),
    )
    script.addEventListener('error', () => {
      // Removed, so a later preview page tries again instead of waiting on a dead tag.
      script?.remove()
      reject(new Error(`the bridge script ${BRIDGE_SCRIPT_URL} did not load`))
    })
  })
}

export interface BridgeHandlers {
  /** The story the page shows: events about other stories are not ours. */
  storyId: number
  /** An unsaved edit: the whole edited story. */
  onInput: (story: unknown) => void
  /** The editor saved or published: the draft on the server changed. */
  onSaved: () => void
}

/**
 * Connects the page to the editor. Outside the editor's iframe (a preview link opened directly, as with
 * the embedded content service) there is nobody to talk to, so no script is loaded at all. Resolves
 * with a function that stops passing events on.
 */
export async function connectBridge(
  { storyId, onInput, onSaved }: BridgeHandlers,
  win: BridgeWindow = window as unknown as BridgeWindow,
): Promise<() => void> {
  if (win.top === win.self) return () => {}
  const Bridge = await loadBridgeScript(win)
  let connected = true
  new Bridge(BRIDGE_OPTIONS).on(['input', 'change', 'published'], (event: BridgeEvent) => {
    if (!connected || !event) return
    if (event.action === 'input' && event.story?.id === storyId) onInput(event.story)
    else if ((event.action === 'change' || event.action === 'published') && event.storyId === storyId)
      onSaved()
  })
  return () => {
    connected = false
  }
}

'use client'

/**
 * The preview page's link to the visual editor: it loads the bridge (dynamically, only here), shows
 * unsaved edits by having the server render the edited story, and re-reads the draft when the editor
 * saves or publishes. If the bridge cannot load, the page simply stays the draft it is.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import { renderPreviewStory } from './render-preview'

/** Edits arrive per keystroke; one render per pause keeps the server from rendering every letter. */
export const INPUT_DEBOUNCE_MS = 250

export interface LivePreviewProps {
  storyId: number
  editorQuery: string
  market: string
  language: string
  path: string
  /** The draft as the server rendered it. */
  children: ReactNode
}

export function LivePreview({ storyId, editorQuery, market, language, path, children }: LivePreviewProps) {
  const router = useRouter()
  const [live, setLive] = useState<{ node: ReactNode } | null>(null)
  // Only the newest edit may land: an older render that answers late is dropped.
  const latest = useRef(0)

  useEffect(() => {
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    let disconnect = () => {}

    const onInput = (story: unknown) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const mine = ++latest.current
        renderPreviewStory({ editorQuery, market, language, path, story })
          .then((node) => {
            if (active && mine === latest.current && node !== null) setLive({ node })
          })
          .catch((error: unknown) => console.warn('[preview] the edit could not be rendered', error))
      }, INPUT_DEBOUNCE_MS)
    }
    const onSaved = () => {
      clearTimeout(timer)
      latest.current++
      // The saved draft replaces the live render in the same transition, without a flash of the old one.
      startTransition(() => {
        setLive(null)
        router.refresh()
      })
    }

    import('./bridge')
      .then(({ connectBridge }) => connectBridge({ storyId, onInput, onSaved }))
      .then(
        (stop) => (active ? (disconnect = stop) : stop()),
        (error: unknown) => console.warn('[preview] the visual editor bridge is not available', error),
      )
    return () => {
      active = false
      clearTimeout(timer)
      disconnect()
    }
  }, [storyId, editorQuery, market, language, path, router])

  return <>{live ? live.node : children}</>
}

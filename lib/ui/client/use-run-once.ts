import 'client-only'

import { useEffect, useRef } from 'react'

/**
 * Runs `run` once when the component mounts, then `onDone` however it ended: the pattern of the pieces
 * that a press mounts to do one thing (a card's add, a heart's change). Strict mode runs effects twice
 * on mount; one press must act once.
 */
export function useRunOnce(run: () => Promise<unknown>, onDone: () => void) {
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run().finally(onDone)
  }, [run, onDone])
}

'use client'

/**
 * The basket page's line changes, per line: whether a change is on its way and why the last one was
 * refused. Kept above the cards, so a removal that is rolled back brings its line back with the reason.
 */
import { useCallback, useRef, useState } from 'react'
import { useRemoveBasketItem, useUpdateBasketItem } from './useBasketChanges'

const without = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))

export function useLineChanges() {
  const update = useUpdateBasketItem()
  const removal = useRemoveBasketItem()
  const [busy, setBusy] = useState<Record<string, boolean>>({})
  const [alerts, setAlerts] = useState<Record<string, string>>({})
  const [status, setStatus] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const view = useRef<HTMLDivElement>(null)

  const run = useCallback(
    async (key: string, call: () => Promise<unknown>, refused: (e: unknown) => string) => {
      setBusy((b) => ({ ...b, [key]: true }))
      setAlerts((a) => without(a, key))
      try {
        await call()
        return true
      } catch (error) {
        setAlerts((a) => ({ ...a, [key]: refused(error) }))
        return false
      } finally {
        setBusy((b) => without(b, key))
      }
    },
    [],
  )

  const change = (key: string, quantity: number, refused: (e: unknown) => string) =>
    void run(key, () => update.mutateAsync({ itemKey: key, quantity }), refused)

  const remove = (key: string, refused: (e: unknown) => string, removed: string, last: boolean) => {
    // The removed line's button is gone: focus goes to the list's heading (or, when the list goes with
    // it, to the basket as a whole), not back to the page's start.
    ;(last ? view : heading).current?.focus()
    void run(key, () => removal.mutateAsync({ itemKey: key }), refused).then((ok) => {
      if (ok) setStatus(removed)
    })
  }
  return { busy, alerts, status, change, remove, heading, view }
}

export type LineChanges = ReturnType<typeof useLineChanges>

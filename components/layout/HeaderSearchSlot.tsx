'use client'

/**
 * The header's search field container: always shown on wide screens; on a phone shown only while the
 * search toggle has it open. Escape closes it there and returns focus to the toggle.
 */
import type { KeyboardEvent, ReactNode } from 'react'
import {
  HEADER_SEARCH_ID,
  HEADER_SEARCH_TOGGLE_ID,
  useHeaderSearchStore,
} from '@/lib/ui/client/header-search-store'

export function HeaderSearchSlot({ children }: { children: ReactNode }) {
  const open = useHeaderSearchStore((state) => state.open)
  const setOpen = useHeaderSearchStore((state) => state.setOpen)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The combobox closes its own suggestion list first and stops that Escape; this one closes the field.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return
    setOpen(false)
    document.getElementById(HEADER_SEARCH_TOGGLE_ID)?.focus()
  }
  return (
    <div id={HEADER_SEARCH_ID} className="site-header__search" data-open={open} onKeyDown={onKeyDown}>
      {children}
    </div>
  )
}

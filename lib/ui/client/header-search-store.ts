import 'client-only'
/** Whether the header's search field is open on a small screen, where it opens in place (spec 02 §2 search). */
import { create } from 'zustand'

interface HeaderSearchState {
  open: boolean
  setOpen: (open: boolean) => void
}

export const useHeaderSearchStore = create<HeaderSearchState>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}))

/** The id of the field's container, named by the toggle's aria-controls. */
export const HEADER_SEARCH_ID = 'site-search'
/** The id of the toggle, where focus returns when the field closes. */
export const HEADER_SEARCH_TOGGLE_ID = 'site-search-toggle'

'use client'

/**
 * The header's search entry: on a phone the field is folded away and this button opens it in place,
 * moving focus into it; on wide screens, where the field is always shown, it focuses the field. Before
 * hydration, and without JavaScript, it is the plain link to the search page.
 */
import { useTranslations } from 'next-intl'
import { Link } from '@/lib/i18n/navigation'
import {
  HEADER_SEARCH_ID,
  HEADER_SEARCH_TOGGLE_ID,
  useHeaderSearchStore,
} from '@/lib/ui/client/header-search-store'
import { useHydrated } from '@/lib/ui/client/use-hydrated'
import { HeaderIcon } from './HeaderIcon'

function focusField() {
  document.getElementById(HEADER_SEARCH_ID)?.querySelector<HTMLInputElement>('input')?.focus()
}

export function SearchToggle() {
  const t = useTranslations('common')
  const hydrated = useHydrated()
  const open = useHeaderSearchStore((state) => state.open)
  const setOpen = useHeaderSearchStore((state) => state.setOpen)
  const label = <span className="site-header__label">{t('nav.search')}</span>
  if (!hydrated)
    return (
      <Link href="/search" data-service="search" prefetch={false}>
        <HeaderIcon name="search" />
        {label}
      </Link>
    )
  return (
    <button
      type="button"
      id={HEADER_SEARCH_TOGGLE_ID}
      className="site-header__toggle"
      data-service="search"
      aria-expanded={open}
      aria-controls={HEADER_SEARCH_ID}
      onClick={() => {
        setOpen(!open)
        // The field shows in the same frame the store changes; focus follows once it is displayed.
        if (!open) requestAnimationFrame(focusField)
      }}
    >
      <HeaderIcon name="search" />
      {label}
    </button>
  )
}

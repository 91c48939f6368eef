// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { SearchField } from '@/components/search/SearchField'
import { renderWithIntl } from '../intl'

const push = vi.hoisted(() => vi.fn())
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push }),
}))

afterEach(cleanup)

describe('header search field (ARIA 1.2 combobox, valid HTML)', () => {
  it('is a text input with role combobox inside the search landmark, with the combobox states', () => {
    renderWithIntl(<SearchField action="/de/suche/" language="de" />)
    const landmark = screen.getByRole('search')
    const field = within(landmark).getByRole('combobox', { name: 'Shop durchsuchen' })
    // HTML allows role=combobox on type=text, not on type=search (W3C Nu checker error).
    expect(field).toHaveAttribute('type', 'text')
    expect(field).toHaveAttribute('enterkeyhint', 'search')
    expect(field).toHaveAttribute('aria-autocomplete', 'list')
    expect(field).toHaveAttribute('aria-expanded', 'false')
    const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '')
    expect(listbox).toHaveAttribute('role', 'listbox')
    expect(field).not.toHaveAttribute('aria-activedescendant')
  })

  it('Escape with the list closed clears the text, as a search input would', () => {
    renderWithIntl(<SearchField action="/de/suche/" language="de" />)
    const field = screen.getByRole('combobox')
    fireEvent.change(field, { target: { value: 'to' } })
    expect(field).toHaveValue('to')
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(field).toHaveValue('')
  })

  it('submits what the field shows, even words typed before the page was interactive', () => {
    renderWithIntl(<SearchField action="/de/suche/" language="de" />)
    const field = screen.getByRole<HTMLInputElement>('combobox')
    // Typed before hydration: in the field, never seen by an onChange handler.
    field.value = 'handtuch'
    fireEvent.submit(screen.getByRole('search'))
    expect(push).toHaveBeenCalledWith('/de/suche/?q=handtuch')
  })
})

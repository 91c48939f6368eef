// @vitest-environment jsdom
/** Spec 01 §2: `?redirect=goodbye` shows an info toast that the account was deleted, once. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { GoodbyeToast } from '@/components/profile/GoodbyeToast'
import { goodbyePath } from '@/lib/account/client/after-deletion'

const notify = vi.hoisted(() => vi.fn())
vi.mock('@/lib/ui/client/toast', () => ({ notify }))

afterEach(() => {
  cleanup()
  notify.mockReset()
  window.history.replaceState(null, '', '/')
})

describe('goodbye toast', () => {
  it('shows the info toast for ?redirect=goodbye and takes the parameter out of the address', () => {
    window.history.replaceState(null, '', '/fr/?redirect=goodbye&utm=x#top')
    render(<GoodbyeToast message="Votre compte client a été supprimé." />)
    expect(notify).toHaveBeenCalledExactlyOnceWith('info', 'Votre compte client a été supprimé.')
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/fr/?utm=x#top',
    )
  })

  it('stays silent on any other visit', () => {
    window.history.replaceState(null, '', '/de/?redirect=elsewhere')
    render(<GoodbyeToast message="Ihr Kundenkonto wurde gelöscht." />)
    expect(notify).not.toHaveBeenCalled()
  })

  it('is where deletion leads: the home page of the language with the parameter', () => {
    expect(goodbyePath('/de')).toBe('/de/?redirect=goodbye')
    expect(goodbyePath('/fr/')).toBe('/fr/?redirect=goodbye')
  })
})

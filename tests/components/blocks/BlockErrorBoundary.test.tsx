// @vitest-environment jsdom
// The client half of block isolation: an error in a block's browser parts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { BlockErrorBoundary } from '@/components/content/blocks/BlockErrorBoundary'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const failure = new Error('click handler state broken')
function Broken(): never {
  throw failure
}

function page(preview: boolean) {
  return render(
    <main>
      <p>Vorher</p>
      <BlockErrorBoundary component="countdown" uid="c1" preview={preview}>
        <Broken />
      </BlockErrorBoundary>
      <p>Nachher</p>
    </main>,
  )
}

describe('BlockErrorBoundary in the browser', () => {
  it('leaves a failing block out for shoppers, keeps the rest, and warns', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = page(false)
    expect(screen.getByText('Vorher')).toBeInTheDocument()
    expect(screen.getByText('Nachher')).toBeInTheDocument()
    expect(container.querySelector('[data-failed-block]')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('block countdown (c1) failed'), failure)
  })

  it('shows the editor a marker naming the block in preview', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    page(true)
    expect(screen.getByRole('note')).toHaveAttribute('data-failed-block', 'countdown')
    expect(screen.getByText('Nachher')).toBeInTheDocument()
  })
})

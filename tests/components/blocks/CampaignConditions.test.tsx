// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { CampaignConditions } from '@/components/content/blocks/CampaignConditions'
import { EMPTY_STACK } from '@/lib/ui/rules/dialog-stack'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'
import {
  blok,
  context,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  renderBlock,
} from './ai-helpers'

const conditions = blok('campaign_conditions', 'sommer-bedingungen', {
  label: 'Aktionsbedingungen lesen',
  headline: 'Bedingungen Sommer-Sale',
  text: doc('Aktionszeitraum 1.–8. Juni 2025.', 'Solange der Vorrat reicht.'),
})

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
beforeEach(() => useDialogStore.setState({ stack: EMPTY_STACK }))
afterEach(() => act(() => useDialogStore.setState({ stack: EMPTY_STACK })))

describe('campaign conditions block (spec 01 §2, spec 02 §2 dialog kinds)', () => {
  it('opens the conditions text in the campaignConditions dialog', () => {
    renderBlock(CampaignConditions, conditions)
    expect(screen.queryByRole('dialog')).toBeNull()
    const button = screen.getByRole('button', { name: 'Aktionsbedingungen lesen' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Bedingungen Sommer-Sale' })
    expect(dialog).toHaveAttribute('data-dialog-kind', 'campaignConditions')
    expect(dialog).toHaveTextContent('Solange der Vorrat reicht.')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('defaults label and title; two blocks on a page each open their own text', () => {
    const other = blok('campaign_conditions', 'herbst-bedingungen', { text: 'Nur im Oktober.' })
    const ctx = context()
    renderWithIntl(
      <>
        <CampaignConditions blok={conditions} context={ctx} />
        <CampaignConditions blok={other} context={ctx} />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Teilnahmebedingungen' }))
    const dialogs = screen.getAllByRole('dialog')
    expect(dialogs).toHaveLength(1)
    expect(dialogs[0]).toHaveAccessibleName('Teilnahmebedingungen')
    expect(dialogs[0]).toHaveTextContent('Nur im Oktober.')
  })

  it('a javascript: link in the text is no link', () => {
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { linktype: 'url', href: 'javascript:x' } }],
            },
          ],
        },
      ],
    }
    renderBlock(CampaignConditions, { ...conditions, text })
    fireEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('dialog').querySelector('a')).toBeNull()
    expectNoScriptUrls(document.body)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(CampaignConditions, conditions)
  })

  it('renders nothing without text; wrong field types never throw', () => {
    const { container } = renderBlock(CampaignConditions, { ...conditions, text: '' })
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(CampaignConditions, 'campaign_conditions')
  })
})

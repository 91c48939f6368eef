// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Download, fileType, formatFileSize } from '@/components/content/blocks/Download'
import {
  blok,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  renderBlock,
} from './ai-helpers'

const file = (filename: string, extra: Record<string, unknown> = {}) => ({
  id: 7,
  fieldtype: 'asset',
  filename,
  alt: '',
  title: '',
  ...extra,
})

const download = blok('download', 'doc-downloads', {
  headline: 'Anleitungen',
  items: [
    blok('download_item', 'dl-pfanne', {
      file: file('https://a.storyblok.com/f/1000/x/pflege-pfanne.pdf'),
      title: 'Pflegeanleitung Pfanne',
      description: 'Einbrennen, reinigen, lagern',
      size: 1_258_291,
    }),
    blok('download_item', 'dl-hostile', { file: file('javascript:alert(1)//x.pdf'), title: 'Böse' }),
  ],
  files: [file('/downloads/garantie.docx', { title: 'Garantiebedingungen', size: 48_000 })],
})

describe('download block (spec 01 §2)', () => {
  it('lists files with type and size; local files download directly', () => {
    renderBlock(Download, download)
    expect(screen.getByRole('heading', { level: 2, name: 'Anleitungen' })).toBeInTheDocument()
    const pdf = screen.getByRole('link', { name: /Pflegeanleitung Pfanne/ })
    expect(pdf).toHaveAttribute('href', 'https://a.storyblok.com/f/1000/x/pflege-pfanne.pdf')
    expect(pdf).toHaveTextContent('(PDF, 1,2 MB)')
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer')
    expect(pdf).not.toHaveAttribute('download')
    const docx = screen.getByRole('link', { name: /Garantiebedingungen/ })
    expect(docx).toHaveAttribute('href', '/downloads/garantie.docx')
    expect(docx).toHaveAttribute('download')
    expect(docx).toHaveTextContent('(DOCX, 47 kB)')
  })

  it('a javascript: file is no link', () => {
    const { container } = renderBlock(Download, download)
    expect(screen.queryByText('Böse')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(2)
    expectNoScriptUrls(container)
  })

  it.each([
    ['a.pdf', 'PDF'],
    ['/x/Bericht.Final.XLSX?dl=1', 'XLSX'],
    ['noext', null],
  ])('file type of %s is %s', (name, expected) => {
    expect(fileType(name)).toBe(expected)
  })

  it.each([
    [500, 'de-DE', '1 kB'],
    [48_000, 'de-DE', '47 kB'],
    [1_258_291, 'de-DE', '1,2 MB'],
    [1_258_291, 'de-CH', '1.2 MB'],
  ])('%i bytes in %s read %s', (bytes, locale, expected) => {
    expect(formatFileSize(bytes, locale)).toBe(expected)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Download, download)
  })

  it('renders nothing without usable files; wrong field types never throw', () => {
    const { container } = renderBlock(Download, blok('download', 'empty', { files: [file('mailto:a@b.de')] }))
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Download, 'download')
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Author } from '@/components/content/blocks/Author'
import authorStory from '@/content/stories/autoren/lena-berger.json'
import {
  asset,
  blok,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  renderBlock,
} from './ai-helpers'

// The author story's own content, as content/stories/autoren/lena-berger.json holds it (German fields).
const lena = blok('author', 'author-lena-berger', {
  name: authorStory.content.name,
  role: authorStory.content.role,
  bio: authorStory.content.bio,
  image: asset('lena.jpg', 'Lena Berger', '400x400'),
})

describe('author block (spec 01 §2)', () => {
  it('renders name, role, bio and photo in a complementary box', () => {
    renderBlock(Author, lena)
    const box = screen.getByRole('complementary', { name: 'Zur Person' })
    expect(box).toHaveTextContent('Geschrieben von Lena Berger')
    expect(screen.getByText('Redaktion Haushalt & Küche')).toBeInTheDocument()
    expect(screen.getByText(/testet seit zehn Jahren Küchenhelfer/)).toBeInTheDocument()
    expect(box.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('renders an article’s resolved author relation (resolve_relations), and nothing for a bare uuid', () => {
    const resolved = { ...authorStory, full_slug: 'autoren/lena-berger', content: { ...authorStory.content } }
    renderBlock(Author, blok('author', 'article-author', { author: resolved }))
    expect(screen.getByText('Lena Berger')).toBeInTheDocument()
    const { container } = renderBlock(Author, blok('author', 'unresolved', { author: authorStory.uuid }))
    expect(container).toBeEmptyDOMElement()
  })

  it('names the author without a link: the shop has no author pages, a link would be a 404', () => {
    const { container } = renderBlock(Author, {
      ...lena,
      link: { linktype: 'story', cached_url: 'autoren/lena-berger' },
    })
    expect(screen.getByText('Lena Berger')).toBeInTheDocument()
    expect(container.querySelector('a')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Author, lena)
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(Author, 'author')
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { RichText, type RichTextLinkProps } from '@/components/content/RichText'

afterEach(cleanup)

type Json = Record<string, unknown>
const doc = (...content: Json[]) => ({ type: 'doc', content })
const text = (value: string, marks?: Json[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) })
const p = (...content: Json[]) => ({ type: 'paragraph', content })
const link = (value: string, attrs: Json) => text(value, [{ type: 'link', attrs }])
const image = (attrs: Json) => ({ type: 'image', attrs })
const ASSET = 'https://a.storyblok.com/f/123/1200x800/abc/photo.jpg'

function renderDoc(document: unknown, props: Partial<Parameters<typeof RichText>[0]> = {}) {
  return render(<RichText document={document} language="de" {...props} />).container
}

describe('RichText nodes (spec 01 §2)', () => {
  it('renders paragraphs, headings 1–6, lists, quotes, breaks, rules and code blocks', () => {
    const container = renderDoc(
      doc(
        ...[1, 2, 3, 4, 5, 6].map((level) => ({
          type: 'heading',
          attrs: { level },
          content: [text(`H${level}`)],
        })),
        p(text('Erste Zeile'), { type: 'hard_break' }, text('Zweite Zeile')),
        { type: 'bullet_list', content: [{ type: 'list_item', content: [p(text('Punkt'))] }] },
        {
          type: 'ordered_list',
          attrs: { order: 3 },
          content: [{ type: 'list_item', content: [p(text('Drei'))] }],
        },
        { type: 'blockquote', content: [p(text('Zitat'))] },
        { type: 'horizontal_rule' },
        { type: 'code_block', attrs: { class: 'language-ts' }, content: [text('const a = 1')] },
      ),
    )
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(screen.getByRole('heading', { level, name: `H${level}` })).toBeInTheDocument()
    }
    expect(container.querySelector('p')?.innerHTML).toBe('Erste Zeile<br>Zweite Zeile')
    expect(container.querySelector('ul > li > p')).toHaveTextContent('Punkt')
    expect(container.querySelector('ol')).toHaveAttribute('start', '3')
    expect(container.querySelector('blockquote')).toHaveTextContent('Zitat')
    expect(container.querySelector('hr')).not.toBeNull()
    expect(container.querySelector('pre > code.language-ts')).toHaveTextContent('const a = 1')
  })

  it('a heading with an invalid level becomes a paragraph', () => {
    const container = renderDoc(doc({ type: 'heading', attrs: { level: 9 }, content: [text('Kein Titel')] }))
    expect(screen.queryByRole('heading')).toBeNull()
    expect(container.querySelector('p')).toHaveTextContent('Kein Titel')
  })

  it('renders the marks bold, italic, underline, strike, code, anchor and textStyle', () => {
    const container = renderDoc(
      doc(
        p(
          text('fett', [{ type: 'bold' }]),
          text('kursiv', [{ type: 'italic' }]),
          text('unten', [{ type: 'underline' }]),
          text('weg', [{ type: 'strike' }]),
          text('x()', [{ type: 'code' }]),
          text('Sprungziel', [{ type: 'anchor', attrs: { id: 'versand' } }]),
          text('rot', [{ type: 'textStyle', attrs: { color: '#cc0000' } }]),
          text('beides', [{ type: 'bold' }, { type: 'italic' }]),
        ),
      ),
    )
    expect(container.querySelector('strong')).toHaveTextContent('fett')
    expect(container.querySelector('em')).toHaveTextContent('kursiv')
    expect(container.querySelector('u')).toHaveTextContent('unten')
    expect(container.querySelector('s')).toHaveTextContent('weg')
    expect(container.querySelector('code')).toHaveTextContent('x()')
    expect(container.querySelector('#versand')).toHaveTextContent('Sprungziel')
    expect(container.querySelector('span[style]')).toHaveStyle({ color: '#cc0000' })
    expect(container.querySelector('em > strong, strong > em')).toHaveTextContent('beides')
  })

  it('links resolve by linktype and keep their target', () => {
    renderDoc(
      doc(
        p(
          link('Extern', { linktype: 'url', href: 'https://example.com/', target: '_blank' }),
          link('Story', { linktype: 'story', href: 'kategorieseiten/kueche', anchor: 'toepfe' }),
          link('Mail', { linktype: 'email', href: 'service@example.com' }),
          link('Handbuch', { linktype: 'asset', href: 'https://a.storyblok.com/f/1/x/handbuch.pdf' }),
        ),
      ),
    )
    const external = screen.getByRole('link', { name: 'Extern' })
    expect(external).toHaveAttribute('href', 'https://example.com/')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Story' })).toHaveAttribute('href', '/de/kueche/#toepfe')
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:service@example.com')
    expect(screen.getByRole('link', { name: 'Handbuch' })).toHaveAttribute(
      'href',
      'https://a.storyblok.com/f/1/x/handbuch.pdf',
    )
  })

  it('internal links use the given link component, external ones a plain anchor', () => {
    const ShopLink = ({ href, children }: RichTextLinkProps) => (
      <a href={href} data-shop-link="">
        {children}
      </a>
    )
    renderDoc(
      doc(
        p(
          link('Intern', { linktype: 'story', href: 'faq' }),
          link('Extern', { linktype: 'url', href: 'https://x.de' }),
        ),
      ),
      { linkComponent: ShopLink },
    )
    expect(screen.getByRole('link', { name: 'Intern' })).toHaveAttribute('data-shop-link')
    expect(screen.getByRole('link', { name: 'Extern' })).not.toHaveAttribute('data-shop-link')
  })

  it('embedded blocks go to the render prop; without one they are left out', () => {
    const blok = {
      type: 'blok',
      attrs: { id: 'b1', body: [{ component: 'alert', _uid: 'u1', text: 'Achtung' }, { nonsense: true }] },
    }
    renderDoc(doc(blok), {
      renderBlok: (block, key) => <aside data-key={key}>{`${block.component}: ${String(block.text)}`}</aside>,
    })
    expect(screen.getByText('alert: Achtung')).toHaveAttribute('data-key', 'u1-0')
    cleanup()
    expect(renderDoc(doc(blok)).innerHTML).toBe('')
  })

  it('unknown node types render their text content only', () => {
    const container = renderDoc(
      doc({ type: 'marquee', attrs: { onclick: 'alert(1)' }, content: [p(text('Laufschrift'))] }),
    )
    expect(container.innerHTML).toBe('Laufschrift')
  })

  it('renders nothing for something that is not a document', () => {
    for (const value of [null, undefined, 'text', 42, [], { type: 'paragraph' }]) {
      expect(renderDoc(value).innerHTML).toBe('')
      cleanup()
    }
  })

  it('cuts off absurdly deep nesting instead of overflowing the stack', () => {
    let node: Json = text('tief')
    for (let i = 0; i < 5000; i++) node = { type: 'blockquote', content: [node] }
    const container = renderDoc(doc(node))
    expect(container.querySelectorAll('blockquote').length).toBeLessThan(40)
  })
})

describe('RichText images (spec 01 §5, spec 02 §5, §9)', () => {
  it('a Storyblok image goes through the image service with 1x and 2x, quality 70 and webp', () => {
    renderDoc(doc(image({ src: ASSET, alt: 'Topf', title: 'Kochtopf' })))
    const img = screen.getByRole('img', { name: 'Topf' })
    expect(img).toHaveAttribute('src', `${ASSET}/m/600x0/filters:quality(70):format(webp)`)
    expect(img).toHaveAttribute(
      'srcset',
      `${ASSET}/m/600x0/filters:quality(70):format(webp) 1x, ${ASSET}/m/1200x0/filters:quality(70):format(webp) 2x`,
    )
    expect(img).toHaveAttribute('width', '600')
    expect(img).toHaveAttribute('height', '400')
    expect(img).toHaveAttribute('title', 'Kochtopf')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('image options are applied only within the rules', () => {
    renderDoc(doc(image({ src: ASSET, alt: 'Topf' })), {
      imageOptions: {
        width: 300,
        filters: { blur: 10, quality: 100, brightness: 0, format: 'gif', rotate: 270 },
      },
    })
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      `${ASSET}/m/300x0/filters:quality(70):format(webp):blur(10):rotate(270)`,
    )
  })

  it('a local asset goes through the shop optimizer', () => {
    renderDoc(doc(image({ src: '/content-assets/topf.png', alt: 'Topf' })))
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      `/_next/image?url=${encodeURIComponent('/content-assets/topf.png')}&w=640&q=75`,
    )
  })

  it.each([
    'https://a.storyblok.com/f/1/x/logo.svg',
    'https://a.storyblok.com/f/1/x/anim.gif',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/xml;base64,PHg+.png',
    'javascript:alert(1)//x.png',
    'x.jpg" onerror="alert(1)',
  ])('drops the image with source %j', (src) => {
    const container = renderDoc(doc(p(text('davor')), image({ src, alt: 'weg' }), p(text('danach'))))
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('davordanach')
  })
})

describe('RichText with hostile content: no HTML or script from content reaches the page', () => {
  const hostile = doc(
    p(text('<script>alert("xss")</script><img src=x onerror=alert(1)>')),
    p(link('Klick', { linktype: 'url', href: 'javascript:alert(1)' })),
    p(link('Klack', { linktype: 'url', href: ' JaVaScRiPt:alert(1)' })),
    p(link('Tab', { linktype: 'url', href: 'java&#x09;script:alert(1)' })),
    p(link('Daten', { linktype: 'url', href: 'data:text/html,<script>alert(1)</script>' })),
    p(link('VB', { linktype: 'url', href: 'vbscript:msgbox(1)' })),
    p(link('Story', { linktype: 'story', href: 'javascript:alert(1)' })),
    p(link('Post', { linktype: 'email', href: 'javascript:alert(1)' })),
    {
      type: 'html',
      attrs: { html: '<iframe src="javascript:alert(1)"></iframe>' },
      content: [text('nur Text')],
    },
    {
      type: 'paragraph',
      attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))' },
      content: [text('Absatz')],
    },
    p(
      text('Farbe', [
        { type: 'textStyle', attrs: { color: 'red; background-image: url(https://evil.example/t)' } },
      ]),
    ),
    p(text('Anker', [{ type: 'anchor', attrs: { id: '" onmouseover="alert(1)' } }])),
    image({ src: ASSET, alt: '" onerror="alert(1)', onerror: 'alert(1)' }),
    { type: 'code_block', attrs: { class: '" onclick="alert(1)' }, content: [text('<b>fett?</b>')] },
  )

  it('in the DOM: script text stays text, unsafe links lose their link, no handlers or odd styles', () => {
    const container = renderDoc(hostile)
    expect(container.querySelector('script, iframe')).toBeNull()
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container).toHaveTextContent('<script>alert("xss")</script><img src=x onerror=alert(1)>')
    for (const name of ['Klick', 'Klack', 'Tab', 'Daten', 'VB', 'Story', 'Post']) {
      expect(screen.queryByRole('link', { name })).toBeNull()
      expect(screen.getByText(name)).toBeInTheDocument()
    }
    expect(container.querySelectorAll('a')).toHaveLength(0)
    const elements = [...container.querySelectorAll('*')]
    expect(elements.flatMap((el) => el.getAttributeNames()).filter((a) => a.startsWith('on'))).toEqual([])
    expect(container.querySelector('[style]')).toBeNull()
    expect(container.querySelector('[id]')).toBeNull()
    expect(container.querySelector('code')?.hasAttribute('class')).toBe(false)
    expect(container).toHaveTextContent('nur Text')
    expect(container).toHaveTextContent('Absatz')
  })

  it('in the server markup: nothing executable survives escaping', () => {
    const html = renderToStaticMarkup(<RichText document={hostile} language="de" />)
    expect(html).not.toMatch(/<script|<iframe|<img src=x/i)
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript)/i)
    expect(html).not.toMatch(/\son[a-z]+="/i)
    expect(html).not.toMatch(/style=/)
    expect(html).toContain('&lt;script&gt;')
  })
})

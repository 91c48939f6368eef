import { describe, expect, it } from 'vitest'
import { storyTreatment } from '@/lib/content/rules/page'

const story = (full_slug: string, component: string) => ({ full_slug, content: { component } })

describe('storyTreatment (spec 01 §2: blog-like pages are shown as articles)', () => {
  it.each([
    ['ratgeber/ordnung-in-der-kueche', 'article', 'article'],
    ['kontakt', 'article', 'article'],
    ['ratgeber/', 'page', 'blog'],
    ['fr/les-inspirations/cuisine', 'page', 'blog'],
    ['magazin/wohnen', 'documentation_page', 'blog'],
    ['kategorieseiten/kueche', 'page', 'page'],
    ['home', 'page', 'page'],
    ['documentation/pflege-und-reinigung', 'documentation_page', 'page'],
  ])('%j (%s) → %s', (slug, component, expected) => {
    expect(storyTreatment(story(slug, component))).toBe(expected)
  })
})

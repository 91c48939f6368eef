/**
 * Which page-level structured data a content story gets (spec 01 §2 page kinds): category pages always
 * have a breadcrumb (the content's own, else Home › the category), the magazine's index is a Blog, and
 * a story's name is read in the page's language.
 */
import type { Language } from '@/lib/config/markets'
import { CATEGORY_FOLDER, splitLanguageFolder, storyTreatment } from '../page'
import type { Block, Story } from '../types'
import { findBlocks } from './blocks'

export const BREADCRUMB_BLOCK = 'breadcrumb'

type StoryFacts = Pick<Story, 'full_slug' | 'default_full_slug' | 'content' | 'is_startpage' | 'name'> & {
  translated_slugs?: ReadonlyArray<{ lang: string; name?: string | null }> | null
}

/** A category page: its default-language slug lies in the category folder (spec 01 §2). */
export function isCategoryStory(story: Pick<Story, 'full_slug' | 'default_full_slug'>): boolean {
  const split = splitLanguageFolder(story.default_full_slug ?? story.full_slug)
  return split?.segments[0] === CATEGORY_FOLDER && split.segments.length > 1
}

/** The magazine's index: the start page of a blog-like folder (`ratgeber/`), not one of its articles. */
export function isBlogIndex(story: Pick<Story, 'full_slug' | 'is_startpage' | 'content'>): boolean {
  if (storyTreatment(story) !== 'blog') return false
  const split = splitLanguageFolder(story.full_slug)
  return !!story.is_startpage || (!!split && split.segments.length === 1 && story.full_slug.endsWith('/'))
}

/** The story's name in `language` (its translated slug's name), else its own name. */
export function storyNameIn(story: StoryFacts, language: Language): string {
  const translated = story.translated_slugs?.find((t) => t.lang === language)?.name?.trim()
  return translated || story.name
}

/**
 * The story's content with a breadcrumb block in front of its body when it is a category page without
 * one: Home › the category, named in the page's language. Every other story comes back unchanged.
 */
export function withCategoryBreadcrumb<S extends StoryFacts>(story: S, language: Language): Block {
  const content = story.content
  if (!isCategoryStory(story) || findBlocks(content, BREADCRUMB_BLOCK).length > 0) return content
  const body = Array.isArray(content.body) ? content.body : []
  const crumb = {
    component: BREADCRUMB_BLOCK,
    _uid: `${content._uid}-breadcrumb`,
    current_label: storyNameIn(story, language),
  }
  return { ...content, body: [crumb, ...body] }
}

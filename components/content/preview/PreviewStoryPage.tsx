/**
 * A story in the visual editor: the draft with editable markers, kept live by the editor's bridge, and
 * metadata that keeps the draft out of search engines.
 */
import type { Metadata } from 'next'
import type { Language, Market } from '@/lib/config'
import type { Story } from '@/lib/content/rules/types'
import { StoryPage, storyMetadata } from '../StoryPage'
import { LivePreview } from './LivePreview'

interface PreviewStoryPageProps {
  story: Story
  market: Market
  language: Language
  path: string
  editorQuery: string
}

export function PreviewStoryPage({ story, market, language, path, editorQuery }: PreviewStoryPageProps) {
  return (
    <LivePreview
      storyId={story.id}
      editorQuery={editorQuery}
      market={market.code}
      language={language}
      path={path}
    >
      <StoryPage story={story} market={market} language={language} path={path} preview />
    </LivePreview>
  )
}

/** The story's metadata, kept out of search engines: a draft is never a page to index. */
export function previewMetadata(story: Story, market: Market, language: Language): Metadata {
  return { ...storyMetadata(story, market, language), robots: { index: false, follow: false } }
}

'use server'

/**
 * Renders an edited, unsaved story as the preview page shows it (the bridge's `input` event), so the
 * server-rendered blocks follow the editor keystroke by keystroke. Nothing is stored: the result goes
 * back to the editor's own page only. Anything invalid — token, market, language, path, story — is
 * null, and the page keeps what it shows.
 */
import type { ReactNode } from 'react'
import { z } from 'zod'
import { getMarket, isMarketCode, servesLanguage } from '@/lib/config'
import { checkPreviewAccess } from '@/lib/content/server/preview'
import { PAGE_COMPONENTS } from '@/lib/content/rules/page'
import { storySchema, type Story } from '@/lib/content/rules/types'
import { StoryPage } from '../StoryPage'

const requestSchema = z.object({
  /** The editor's parameters of the preview page: the token is checked again on every edit. */
  editorQuery: z.string().max(2_000),
  market: z.string().max(10),
  language: z.string().max(5),
  path: z.string().max(1_000),
  story: z.unknown(),
})

export type LiveRenderRequest = z.input<typeof requestSchema>

export async function renderPreviewStory(request: LiveRenderRequest): Promise<ReactNode | null> {
  const parsed = requestSchema.safeParse(request)
  if (!parsed.success) return null
  const { editorQuery, market: code, language, path, story } = parsed.data
  if (!checkPreviewAccess(new URLSearchParams(editorQuery)).ok) return null
  if (!isMarketCode(code)) return null
  const market = getMarket(code)
  if (!servesLanguage(market, language) || !path.startsWith(`/${language}/`)) return null
  const checked = storySchema.safeParse(story)
  if (!checked.success) return null
  if (!(PAGE_COMPONENTS as readonly string[]).includes(checked.data.content.component)) return null
  return <StoryPage story={checked.data as Story} market={market} language={language} path={path} preview />
}

/**
 * The body of a Storyblok story webhook (https://www.storyblok.com/docs/concepts/webhooks): every
 * payload has text, action and space_id; story events add story_id, and full_slug when the story has
 * a path (published, moved). Other events (assets, datasources, users) name no story: the shop has
 * nothing to refresh for them, and answers 400 so a wrongly subscribed event shows in Storyblok's log.
 */
import 'server-only'
import { z } from 'zod'

export const STORY_WEBHOOK_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const

export const storyWebhookSchema = z.object({
  text: z.string().max(4_000).optional(),
  action: z.enum(STORY_WEBHOOK_ACTIONS),
  space_id: z.number().int().nonnegative(),
  story_id: z.number().int().positive(),
  full_slug: z.string().max(1_000).optional(),
})
export type StoryWebhook = z.infer<typeof storyWebhookSchema>

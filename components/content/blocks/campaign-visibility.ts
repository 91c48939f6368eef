/**
 * The campaign fields the campaign blocks share (campaign_banner, campaign_cards, countdown) and the
 * visibility rule of spec 01 §5 applied to them with the page's one clock (context.now).
 *
 * Audience conditions are content triggers (lib/content/rules/triggers.ts) evaluated against the page:
 * the page is cached and shared by every visitor, so nothing about the visitor can be a condition here.
 * A condition that cannot be read counts as not met, as an unreadable date hides the campaign too.
 */
import { z } from 'zod'
import { isCampaignVisible, type CampaignWindow } from '@/lib/content/rules/campaign'
import { isCampaignRecurrence, recurringCampaignWindow } from '@/lib/content/rules/campaign-recurrence'
import { matchesTrigger, triggerSchema } from '@/lib/content/rules/triggers'
import type { BlockContext } from './types'
import { readFields, text } from './kit/fields'

const campaignFields = z.looseObject({
  date_from: text,
  date_to: text,
  dateFrom: text,
  dateTo: text,
  audience: z.unknown(),
  /** `week` or `month`: without dates, the campaign runs for the current week or month. */
  recurs: z.unknown(),
})

export interface BlockCampaign extends CampaignWindow {
  conditions: unknown[]
}

/**
 * The campaign window and audience of a block (`date_from`/`date_to`, or `dateFrom`/`dateTo`). A block
 * without dates that `recurs` gets the current week's or month's dates at the page's clock, in the market's time zone.
 */
export function readCampaign(blok: unknown, context: Pick<BlockContext, 'now' | 'market'>): BlockCampaign {
  const { now } = context
  const data = readFields(campaignFields, blok)
  const dateFrom = data?.date_from ?? data?.dateFrom ?? null
  const dateTo = data?.date_to ?? data?.dateTo ?? null
  const conditions = Array.isArray(data?.audience) ? data.audience : []
  if (!dateFrom && !dateTo && isCampaignRecurrence(data?.recurs)) {
    return { ...recurringCampaignWindow(data.recurs, now, context.market.timezone), conditions }
  }
  return { dateFrom, dateTo, conditions }
}

export function isBlockCampaignVisible(
  blok: unknown,
  context: Pick<BlockContext, 'now' | 'path' | 'market'>,
): boolean {
  return isCampaignVisible(readCampaign(blok, context), context.now, (condition) => {
    const trigger = triggerSchema.safeParse(condition)
    return trigger.success && matchesTrigger(trigger.data, { path: context.path })
  })
}

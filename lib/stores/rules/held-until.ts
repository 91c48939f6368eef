/**
 * Until when a reservation is held, as the shopper reads it in the dialog and the mail (issue 13 item 4):
 * date and time in the market's timezone, in the shopper's language.
 */
import type { MarketDefinition } from '@/lib/config/markets'

export const HELD_UNTIL_FORMAT = { dateStyle: 'full', timeStyle: 'short' } as const

export function formatHeldUntil(
  at: Date,
  language: string,
  market: Pick<MarketDefinition, 'country' | 'timezone'>,
): string {
  return new Intl.DateTimeFormat(`${language}-${market.country.toUpperCase()}`, {
    ...HELD_UNTIL_FORMAT,
    timeZone: market.timezone,
  }).format(at)
}

/**
 * The absolute origin of a market, for canonical URLs, hreflang and structured data. Production domains
 * are https; `*.localhost` development hosts are http on the server's port (PORT, default 3000).
 */
import type { Market } from './schema'

export function marketOrigin(
  market: Pick<Market, 'domain'>,
  env: Record<string, string | undefined> = process.env,
): string {
  const local = /(^|\.)localhost(:\d+)?$/.test(market.domain)
  if (!local) return `https://${market.domain}`
  const port = market.domain.includes(':') ? '' : `:${env.PORT ?? '3000'}`
  return `http://${market.domain}${port}`
}

/**
 * The market a request belongs to comes from its host (spec 01 §1: one domain per market).
 * Bare loopback hosts serve the configured default market so `localhost:3000` just works.
 * Returns null for a host that belongs to no market.
 */
import type { Market, ShopConfig } from '@/lib/config'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function resolveMarket(hostHeader: string | null, config: ShopConfig): Market | null {
  if (!hostHeader) return null
  const host = hostHeader.trim().toLowerCase()
  const hostname = host.replace(/:\d+$/, '')
  const byDomain =
    config.markets.find((m) => m.domain === host) ?? config.markets.find((m) => m.domain === hostname)
  if (byDomain) return byDomain
  if (LOOPBACK_HOSTS.has(hostname)) return config.markets.find((m) => m.code === config.defaultMarket) ?? null
  return null
}

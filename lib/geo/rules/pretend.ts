/**
 * Pretending a visitor's address, for development and tests (spec 02 §2 country picker; issue 12 item 3):
 * which address the country lookup uses instead of the request's own. In order:
 * 1. the query parameter `geo-ip` of the country call (the island passes on a page's `?geo-ip=`),
 * 2. the request header `x-geo-pretend-ip`,
 * 3. the environment variable `GEO_PRETEND_IP` (every request of the server).
 * Only where DEPLOYMENT_ENV is development or qa: in preview and production all three are ignored, so no
 * visitor can pick the shop's idea of their country (the end-to-end tests run as production and send a
 * real address through X-Forwarded-For behind TRUST_PROXY instead).
 */
import { normaliseAddress } from '@/lib/http/rules/client-address'

export const PRETEND_IP_PARAM = 'geo-ip'
export const PRETEND_IP_HEADER = 'x-geo-pretend-ip'
const PRETEND_ENVIRONMENTS: readonly string[] = ['development', 'qa']

export function pretendAllowed(deploymentEnv: string): boolean {
  return PRETEND_ENVIRONMENTS.includes(deploymentEnv)
}

export interface PretendSources {
  deploymentEnv: string
  param?: string | null
  header?: string | null
  env?: string | null
}

export type PretendResult =
  | { kind: 'none' }
  | { kind: 'address'; address: string }
  | { kind: 'invalid'; source: 'param' | 'header' | 'env' }

/** The pretended address, none (not asked or not allowed), or which source named no valid address. */
export function pretendAddress(sources: PretendSources): PretendResult {
  if (!pretendAllowed(sources.deploymentEnv)) return { kind: 'none' }
  for (const source of ['param', 'header', 'env'] as const) {
    const value = sources[source]?.trim()
    if (!value) continue
    const address = normaliseAddress(value)
    return address ? { kind: 'address', address: lookupAddress(address) } : { kind: 'invalid', source }
  }
  return { kind: 'none' }
}

/**
 * The address to look up for a normalised client address: an IPv6 client is kept as its /64 network
 * (lib/http/rules/client-address.ts), whose first address lies in the same allocation and country.
 */
export function lookupAddress(address: string): string {
  return address.endsWith('::/64') ? address.slice(0, -3) : address
}

/**
 * The consent log call of spec 02 §7: `POST …/rum/consent/` with action, shopId, href, version and
 * consents, plus the decision's anonymous id; not sent in development or preview deployments.
 */
import { z } from 'zod'

export const CONSENT_LOG_ACTIONS = ['acceptAll', 'setDefaults', 'denyAll', 'selection'] as const

export const consentLogSchema = z.object({
  consentId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  action: z.enum(CONSENT_LOG_ACTIONS),
  shopId: z.number().int().positive(),
  href: z.url({ protocol: /^https?$/ }).max(2048),
  version: z.number().int().min(1).max(1_000_000),
  consents: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), z.boolean())
    .refine((value) => Object.keys(value).length <= 50, 'at most 50 services'),
})
export type ConsentLogRecord = z.infer<typeof consentLogSchema>

/** Whether this deployment logs consents: never in development or preview (spec 02 §7). */
export function logsConsent(deploymentEnv: string): boolean {
  return deploymentEnv !== 'development' && deploymentEnv !== 'preview'
}

/** The path of a logged page: the query and hash may carry anything, the log keeps only where it was. */
export function loggedPath(href: string): string {
  return new URL(href).pathname.slice(0, 512)
}

/**
 * Whether an IPv4 address lies in one of the networks (`10.0.0.0/8`, `203.0.113.7`): the shop's own
 * offices, configured as INTERNAL_NETWORKS, answer `internal` (spec 02 §7 `GET /rum/is_internal`).
 * Other address forms (IPv6 /64 keys) match only an equal entry.
 */
export function isInternalAddress(address: string | null, networks: readonly string[]): boolean {
  if (!address) return false
  const value = ipv4Number(address)
  return networks.some((network) => {
    const [base, bits] = network.split('/')
    if (value === null || base === undefined) return network === address
    const start = ipv4Number(base)
    const prefix = bits === undefined ? 32 : Number(bits)
    if (start === null || !Number.isInteger(prefix) || prefix < 0 || prefix > 32) return false
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0
    return (value & mask) >>> 0 === (start & mask) >>> 0
  })
}

function ipv4Number(address: string): number | null {
  const parts = address.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0)
}

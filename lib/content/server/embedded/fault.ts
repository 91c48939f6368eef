/**
 * A failure switch for the embedded content service, for resilience tests only (pages rendered before keep
 * answering when the service fails). Nothing a visitor sends reaches it: tests call setEmbeddedContentFault,
 * a running server takes it only through POST /api/content/fault/ with the content webhook's secret
 * (lib/content/server/webhook/fault.ts).
 */
import 'server-only'
import { z } from 'zod'
import { processSingleton } from '@/lib/cache/process-singleton'

export const embeddedFaultSchema = z.object({
  /** `unavailable`: answers 503, like an overloaded service; `unreachable`: no answer, like a stopped one. */
  mode: z.enum(['unavailable', 'unreachable']),
  /**
   * Only single-story requests whose path (as asked for, `fr/…` in French) is one of these or lies
   * below one fail; without it, every request does.
   */
  paths: z.array(z.string().trim().min(1).max(200)).min(1).max(20).optional(),
})
export type EmbeddedFault = z.infer<typeof embeddedFaultSchema>

// Process-wide: route handlers and pages may be bundled apart, and must see the same switch.
const faultSwitch = () =>
  processSingleton('__storefrontEmbeddedContentFaultSwitch', () => ({ fault: null as EmbeddedFault | null }))

export function setEmbeddedContentFault(fault: EmbeddedFault | null): void {
  faultSwitch().fault = fault ? embeddedFaultSchema.parse(fault) : null
}

export function embeddedContentFault(): EmbeddedFault | null {
  return faultSwitch().fault
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '')

function storyPathOf(url: URL): string | null {
  const match = /^\/v2\/cdn\/stories\/(.+)$/.exec(url.pathname)
  if (!match?.[1]) return null
  try {
    return trimSlashes(decodeURIComponent(match[1]))
  } catch {
    return null
  }
}

/** Whether the fault hits this request to the embedded service. */
export function faultApplies(fault: EmbeddedFault, url: URL): boolean {
  if (!fault.paths) return true
  const path = storyPathOf(url)
  if (path === null) return false
  return fault.paths.map(trimSlashes).some((p) => path === p || path.startsWith(`${p}/`))
}

type Handler = (request: Request) => Promise<Response>

/** The handler, failing as the switch says while it is on. */
export function withFaultSwitch(handler: Handler): Handler {
  return async (request) => {
    const fault = embeddedContentFault()
    if (!fault || !faultApplies(fault, new URL(request.url))) return handler(request)
    if (fault.mode === 'unreachable')
      throw new TypeError('fetch failed (embedded content service switched off)')
    return Response.json(['Service Unavailable'], { status: 503, statusText: 'Service Unavailable' })
  }
}

/**
 * The custom fetch handed to storyblok-js-client when no Storyblok token is set: requests for the
 * embedded endpoint are answered in process by the content handler, so the shop reads content through
 * the same client code as from Storyblok, and `next build` needs no server running.
 */
import 'server-only'
import path from 'node:path'
import { processSingleton } from '@/lib/cache/process-singleton'
import { withFaultSwitch } from './fault'
import { createContentHandler } from '../../rules/embedded/handler'
import { onRemoteTagRevalidation } from '@/lib/cache/remote-tags'
import { isContentTag } from '../tags'
import { createSpaceSource, type SpaceSource } from './load'

/** `.invalid` never resolves (RFC 2606): a request that escaped the router fails instead of leaving. */
export const EMBEDDED_ORIGIN = 'http://content.embedded.invalid'
export const EMBEDDED_ENDPOINT = `${EMBEDDED_ORIGIN}/v2`

type Handler = (request: Request) => Promise<Response>

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError')

/** Answers requests to EMBEDDED_ORIGIN with `handler`; anything else goes to `fallback`. */
export function createEmbeddedFetch(
  handler: Handler,
  fallback: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    if (new URL(request.url).origin !== EMBEDDED_ORIGIN) return fallback(input, init)
    const { signal } = request
    if (signal.aborted) throw abortError(signal)
    // Honour the client's timeout like a network request would.
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(abortError(signal))
      signal.addEventListener('abort', onAbort, { once: true })
      handler(request)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort))
    })
  }
}

/** The content root: CONTENT_DIR, else content/ of the working directory. */
export function defaultContentRoot(): string {
  return process.env.CONTENT_DIR?.trim() || path.join(process.cwd(), 'content')
}

/**
 * The process's story files over the content root. In production they are read once (they ship with the
 * build) and again after a publish webhook (recheckEmbeddedContent), here or, with several servers, on
 * another one; elsewhere a saved file shows within a second.
 */
function embeddedSpace(): SpaceSource {
  return processSingleton('__storefrontEmbeddedSpace', () => {
    const source = createSpaceSource({
      root: defaultContentRoot(),
      recheckMs: process.env.NODE_ENV === 'production' ? Number.POSITIVE_INFINITY : 1_000,
    })
    onRemoteTagRevalidation((tags) => {
      if (tags.some(isContentTag)) source.recheck()
    })
    return source
  })
}

/** The story files are checked again at the next read: the embedded service's side of a publish. */
export function recheckEmbeddedContent(): void {
  embeddedSpace().recheck()
}

/** The process's embedded fetch over the content root. It fails while the test switch is on (./fault.ts). */
export function embeddedContentFetch(): typeof fetch {
  return processSingleton('__storefrontEmbeddedContentFetch', () =>
    createEmbeddedFetch(withFaultSwitch(createContentHandler(embeddedSpace()))),
  )
}

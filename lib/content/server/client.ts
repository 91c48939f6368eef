/**
 * The one place a content client is built (spec 01 §7–9). Each rule of the spec, and who keeps it:
 *
 * - 5 requests per second, 3 with an oauth token: storyblok-js-client's throttle (`rateLimit`, a rolling
 *   one-second window per client); we pass the rate, since its automatic one allows up to 1000/s.
 * - 429 retried after 300 ms, at most 10 times: the library (`maxRetries`, `retriesDelay`); we pass
 *   the spec's values so they cannot drift with a library default.
 * - A timeout aborts the request: the library aborts the fetch after `timeout` (seconds) and rejects
 *   with "Request timeout"; we pass CONTENT_TIMEOUT_MS, the library would wait forever by default.
 * - An aborted client rejects new requests: ours (`signal`). The library's own throttle abort is not
 *   reachable from outside and lets requests through again after it.
 * - Answers outside 200–206 rejected with status text, status and response: the library rejects with
 *   `{ message, status, response }` (response.statusText); getStory/getStories turn that into a
 *   ContentServiceError carrying all of them (lib/content/rules/errors.ts). A GET must be a 200: the CDN
 *   answers reads with nothing else, and the library rejects other 2xx for GETs.
 * - Relations and links resolved in batches of 50 uuids: the library (rel_uuids / link_uuids fetched
 *   with by_uuids, chunks of 50 — its fixed size, equal to CONTENT_SERVICE.resolveBatchSize).
 * - Default page size 25: the service's default and getAll's; getStories passes it explicitly.
 * - Cache only for published-version requests: the library never reads or writes the cache for
 *   version=draft; we give it a bounded, expiring cache (lib/content/server/response-cache.ts).
 * - version 'draft' only in preview: here — the client's version comes only from `preview`, and
 *   the helpers in stories.ts take no version.
 */
import 'server-only'
import StoryblokClient, { type ICacheProvider } from 'storyblok-js-client'
import { processSingleton } from '@/lib/cache/process-singleton'
import { CONTENT_SERVICE } from '@/lib/config/constants'
import { processContentCache } from './response-cache'
import { EMBEDDED_TOKENS } from '../rules/embedded/handler'
import { EMBEDDED_ENDPOINT, embeddedContentFetch } from './embedded/fetch'
import { contentSourceFromEnv, type ContentSource, type StoryblokRegion } from './env'

/** Longest wait for one content answer. Not in spec 01 §9; long enough for a cold CDN edge. */
export const CONTENT_TIMEOUT_MS = 10_000

export interface ContentClientOptions {
  accessToken?: string
  /** Management API token: the client then talks to the management API at 3 requests per second. */
  oauthToken?: string
  preview?: boolean
  region?: StoryblokRegion
  /** Base URL up to the API version, e.g. EMBEDDED_ENDPOINT; default Storyblok's for `region`. */
  endpoint?: string
  fetch?: typeof fetch
  timeoutMs?: number
  cache?: ICacheProvider
  /** Aborting it cancels requests in flight and makes the client reject every new one. */
  signal?: AbortSignal
}

export class ContentClientAbortedError extends Error {
  constructor() {
    super('content client aborted: it takes no more requests')
    this.name = 'ContentClientAbortedError'
  }
}

function abortableFetch(base: typeof fetch, signal: AbortSignal): typeof fetch {
  return async (input, init) => {
    if (signal.aborted) throw new ContentClientAbortedError()
    try {
      return await base(input, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal,
      })
    } catch (error) {
      // Named apart from AbortError, which the library reports as a timeout.
      if (signal.aborted) throw new ContentClientAbortedError()
      throw error
    }
  }
}

export function createContentClient(options: ContentClientOptions = {}): StoryblokClient {
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  return new StoryblokClient({
    accessToken: options.accessToken,
    oauthToken: options.oauthToken,
    region: options.region,
    endpoint: options.endpoint,
    version: options.preview ? 'draft' : 'published',
    rateLimit: options.oauthToken
      ? CONTENT_SERVICE.requestsPerSecondOauth
      : CONTENT_SERVICE.requestsPerSecond,
    maxRetries: CONTENT_SERVICE.maxRetries,
    retriesDelay: CONTENT_SERVICE.retryDelayMs,
    timeout: (options.timeoutMs ?? CONTENT_TIMEOUT_MS) / 1000,
    // cv 'manual': no tracked cv in the query, so a published story keeps one URL for CDN caches; a new
    // cv seen in an answer still empties the cache (clear 'auto').
    cache: { type: 'custom', custom: options.cache ?? processContentCache(), clear: 'auto', cv: 'manual' },
    fetch: options.signal ? abortableFetch(baseFetch, options.signal) : baseFetch,
  })
}

/** The client options for a content source: Storyblok with the env's tokens, or the embedded service. */
export function clientOptionsFor(source: ContentSource, preview: boolean): ContentClientOptions {
  if (source.kind === 'storyblok') {
    return { accessToken: preview ? source.previewToken : source.token, region: source.region, preview }
  }
  return {
    accessToken: preview ? EMBEDDED_TOKENS.preview : EMBEDDED_TOKENS.public,
    endpoint: EMBEDDED_ENDPOINT,
    fetch: embeddedContentFetch(),
    preview,
  }
}

/**
 * The process's content client for published content, or for drafts in editor preview. One instance
 * each, so the rate limit holds across all of the process's requests.
 */
export function getContentClient({ preview = false }: { preview?: boolean } = {}): StoryblokClient {
  return processSingleton(preview ? '__storefrontPreviewContentClient' : '__storefrontContentClient', () =>
    createContentClient(clientOptionsFor(contentSourceFromEnv(process.env), preview)),
  )
}

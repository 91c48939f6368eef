/**
 * Listeners for tags revalidated on another server of the shop (issue 15 item 6): the Redis cache handler
 * (lib/cache/server/redis-cache.mjs) calls them when it hears such tags, so a cache of this process
 * outside Next's (the content client's answers) drops what they name, as the server that received the
 * webhook dropped it. Without REDIS_URL nothing calls them: one server hears its own revalidations.
 */
import { processSingleton } from './process-singleton'

export type RemoteTagListener = (tags: readonly string[]) => void

/** The name the handler reads on globalThis: keep in step with LISTENERS in redis-cache.mjs. */
const LISTENERS = '__storefrontRemoteTagListeners'

const listeners = () => processSingleton(LISTENERS, () => new Set<RemoteTagListener>())

/** Calls `listener` with the tags each remote revalidation names; returns the call that stops it. */
export function onRemoteTagRevalidation(listener: RemoteTagListener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

import 'client-only'

/**
 * Telling the visitor's other tabs that a basket or wishlist changed (spec 02 §7): the tab that changed
 * it announces the key on a BroadcastChannel, the others refetch that key's query.
 */
import { useEffect } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'

/** Refetches `queryKeyOf(key)` when another tab announces `key` on `channelName`. */
export function useCrossTabRefresh(
  channelName: string,
  key: string | null,
  queryKeyOf: (key: string) => QueryKey,
) {
  const client = useQueryClient()
  useEffect(() => {
    if (!key || typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(channelName)
    channel.onmessage = (event: MessageEvent<string>) => {
      if (event.data === key) void client.invalidateQueries({ queryKey: queryKeyOf(key) })
    }
    return () => channel.close()
  }, [client, channelName, key, queryKeyOf])
}

export function announceChange(channelName: string, key: string) {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(channelName)
  channel.postMessage(key)
  channel.close()
}

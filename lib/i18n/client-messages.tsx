import 'server-only'

// How a client feature brings its own texts: it declares them once, next to its island, and whoever
// renders the island renders the feature's provider without knowing what is inside.
import type { ComponentProps } from 'react'
import { NextIntlClientProvider, useMessages } from 'next-intl'
import { clientMessages, type MessageNeed } from './messages'

type ProviderProps = Omit<ComponentProps<typeof NextIntlClientProvider>, 'messages'>

/**
 * A provider that sends the shared namespaces plus exactly `needs` to the browser, e.g.
 * `export const WishlistMessages = clientMessagesProvider(['wishlistPage', 'catalog'])`.
 * Its `needs` stay readable, so a feature can build on another's (`[...ListingMessages.needs]`).
 */
export function clientMessagesProvider(needs: readonly MessageNeed[]) {
  // Picks from the request's messages, so it renders on the server (server-only above): in the
  // browser it would see only its parent provider's subset.
  function ClientMessages(props: ProviderProps) {
    return <NextIntlClientProvider {...props} messages={clientMessages(useMessages(), needs)} />
  }
  return Object.assign(ClientMessages, { needs })
}

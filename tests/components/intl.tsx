import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { NextIntlClientProvider } from 'next-intl'
import { ShopProvider } from '@/components/app-shell/ShopContext'
import { getMarket } from '@/lib/config'
import { toClientShop } from '@/lib/config/client'
import messages from '@/messages/de'

const shop = toClientShop(getMarket('de-de'), 'de')

/** Renders inside the providers the root layout gives every page (de-de, German texts). */
export function renderWithIntl(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } })
  function RootProviders({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
        <QueryClientProvider client={client}>
          <ShopProvider shop={shop}>{children}</ShopProvider>
        </QueryClientProvider>
      </NextIntlClientProvider>
    )
  }
  return render(ui, { wrapper: RootProviders })
}

export { messages }

/**
 * jsdom lays nothing out, so every element reports zero client rects and tabbable (inside
 * focus-trap) would deem all of them hidden. Attached, displayed elements get one rect here.
 */
export function installLayoutShim(): () => void {
  const original = Element.prototype.getClientRects
  Element.prototype.getClientRects = function (this: Element) {
    if (!this.isConnected || getComputedStyle(this).display === 'none') return original.call(this)
    const rect = { x: 0, y: 0, top: 0, left: 0, right: 10, bottom: 10, width: 10, height: 10 }
    return Object.assign([{ ...rect, toJSON: () => rect }], { item: () => null }) as unknown as DOMRectList
  }
  return () => {
    Element.prototype.getClientRects = original
  }
}

import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import messages from '@/messages/de'

function IntlWrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
      {children}
    </NextIntlClientProvider>
  )
}

/** Renders inside the provider the root layout gives every page, with the real German texts. */
export function renderWithIntl(ui: ReactElement) {
  return render(ui, { wrapper: IntlWrapper })
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

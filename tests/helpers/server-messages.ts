/**
 * For tests that render server components inside a feature's client-messages provider: jsdom renders
 * both sides in one tree, so the server components would see only the provider's browser subset. In the
 * app they read the request's messages on the server. Usage, at the top of a test file:
 * `vi.mock('@/lib/i18n/client-messages', () => import('../../helpers/server-messages'))`
 */
import type { ReactNode } from 'react'

export function clientMessagesProvider(needs: readonly string[]) {
  const Provider = ({ children }: { children?: ReactNode }) => children
  return Object.assign(Provider, { needs })
}

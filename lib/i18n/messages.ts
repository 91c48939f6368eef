/**
 * Messages are split by feature (messages/{lang}/{namespace}.json) so features own their texts.
 * Each file's top-level key is its namespace. Loaded lazily per language (spec 01 §7).
 */
import type { Language } from '@/lib/config/markets'
import type messagesOfOneLanguage from '@/messages/de'

const loaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  de: () => import('@/messages/de').then((m) => m.default),
  fr: () => import('@/messages/fr').then((m) => m.default),
  nl: () => import('@/messages/nl').then((m) => m.default),
}

export function loadMessages(language: Language) {
  return loaders[language]()
}

type Namespace = keyof typeof messagesOfOneLanguage

/** What a client island reads: a whole namespace, or one part of it (`'blocks.slider'`). */
export type MessageNeed = Namespace | `${Namespace}.${string}`

/**
 * Namespaces the shared client components read (dialogs, add to cart, wishlist toggle, errors, sliders). Every
 * provider sends them: a nested NextIntlClientProvider replaces its parent's messages, it does not add
 * to them. Features declare the rest with `clientMessagesProvider` (lib/i18n/client-messages.tsx).
 */
export const CLIENT_NAMESPACES = [
  'common',
  'dialogs',
  'errors',
  'basket',
  'wishlist',
  // Every slider's and card image slider's screen-reader texts (components/slider/useSwiperA11y.ts).
  'blocks.slider',
] as const

/**
 * Only what client components need travels to the browser; server components read the rest on the
 * server. A dotted need sends only that part of its namespace.
 */
export function clientMessages(messages: Record<string, unknown>, needs: readonly string[] = []) {
  const picked: Record<string, unknown> = {}
  for (const need of [...CLIENT_NAMESPACES, ...needs]) {
    const path = need.split('.')
    if (valueAt(messages, path) !== undefined) copyPath(messages, picked, path)
  }
  return picked
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const valueAt = (messages: Record<string, unknown>, path: string[]) =>
  path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), messages)

/** Copies the value at `path` (which exists) from `source` into `target`, creating the objects on the way. */
function copyPath(source: Record<string, unknown>, target: Record<string, unknown>, path: string[]) {
  const [key, ...rest] = path
  if (key === undefined) return
  const value = source[key]
  if (rest.length === 0) {
    target[key] = value
    return
  }
  const existing = target[key]
  // Already sent whole (the namespace was asked for as well); the request's messages are never written to.
  if (existing === value || !isRecord(value)) return
  const inner = isRecord(existing) ? existing : (target[key] = {})
  copyPath(value, inner, rest)
}

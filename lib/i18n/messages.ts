import type { Language } from '@/lib/config/markets'

/**
 * Messages are split by feature (messages/{lang}/{namespace}.json) so features own their texts.
 * Each file's top-level key is its namespace. Loaded lazily per language (spec 01 §7).
 */
const loaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  de: () => import('@/messages/de').then((m) => m.default),
  fr: () => import('@/messages/fr').then((m) => m.default),
  nl: () => import('@/messages/nl').then((m) => m.default),
}

export function loadMessages(language: Language) {
  return loaders[language]()
}

/** Namespaces the shared client components read; pages add their own with `clientMessages(…, ['uikit'])`. */
export const CLIENT_NAMESPACES = ['common', 'dialogs', 'errors', 'basket', 'wishlist'] as const

/** Only what client components need travels to the browser; server components read the rest on the server. */
export function clientMessages(messages: Record<string, unknown>, extra: readonly string[] = []) {
  return Object.fromEntries(
    [...CLIENT_NAMESPACES, ...extra].filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]),
  )
}

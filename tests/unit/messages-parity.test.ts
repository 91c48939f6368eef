import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/config'
import { loadMessages } from '@/lib/i18n/messages'

/** Every text exists in every language (developer guide: texts come from messages/, in de, fr and nl). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix]
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key))
}

describe('messages: the same keys in every language', async () => {
  const reference = keyPaths(await loadMessages('de')).sort()

  it.each(LANGUAGES.filter((l) => l !== 'de'))('%s has exactly the German keys', async (language) => {
    const keys = keyPaths(await loadMessages(language)).sort()
    expect(
      keys.filter((k) => !reference.includes(k)),
      'keys only in this language',
    ).toEqual([])
    expect(
      reference.filter((k) => !keys.includes(k)),
      'keys missing in this language',
    ).toEqual([])
  })

  it.each([...LANGUAGES])('%s has no empty text', async (language) => {
    const messages = await loadMessages(language)
    const empty = keyPaths(messages).filter((path) => {
      const value = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages)
      return typeof value === 'string' && value.trim() === ''
    })
    expect(empty).toEqual([])
  })
})

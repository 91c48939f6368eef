// Issue 14 item 13 (WCAG 2.5.3 label in name): the remove buttons' accessible names hold their visible text.
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(`messages/${language}/${file}.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >

describe('remove buttons name what they show', () => {
  for (const language of ['de', 'fr', 'nl']) {
    for (const file of ['basketPage', 'wishlistPage']) {
      it(`${language} ${file}`, () => {
        const messages = read(language, file)
        const group = Object.values(messages).find((g) => typeof g === 'object' && g && 'removeLabel' in g)
        expect(group).toBeDefined()
        expect(group!.removeLabel!.toLowerCase()).toContain(group!.remove!.toLowerCase())
      })
    }
  }
})

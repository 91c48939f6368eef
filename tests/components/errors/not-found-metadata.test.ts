// Spec 01 §8: a 404 is titled "Page Not Found", also when Next takes its metadata from the not-found.tsx
// boundaries (a cached 404 regenerated in the background, whose status is already 404).
import { readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { describe, expect, it, vi } from 'vitest'
import { createTranslator } from 'next-intl'
import de from '@/messages/de'
import fr from '@/messages/fr'
import nl from '@/messages/nl'
import { generateNotFoundMetadata } from '@/components/errors/NotFoundView'

const MESSAGES = { de, fr, nl } as const
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof MESSAGES; namespace: string }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'errors' }),
}))

describe('the metadata of the not-found boundaries', () => {
  it.each([
    ['de', de.errors.notFound.title],
    ['fr', fr.errors.notFound.title],
    ['nl', nl.errors.notFound.title],
    // A language no market serves: the first language's words, never the shop's name.
    ['xx', de.errors.notFound.title],
    [undefined, de.errors.notFound.title],
  ])('language %s: the 404 title, not indexed', async (lang, title) => {
    const metadata = await generateNotFoundMetadata({ params: Promise.resolve({ lang }) })
    expect(metadata).toEqual({ title: { absolute: title }, robots: { index: false, follow: true } })
    expect(title).toBe('Page Not Found')
  })

  it('every not-found.tsx of the shop exports it as its generateMetadata', () => {
    const files = execSync("find app -name 'not-found.tsx'", { encoding: 'utf8' }).trim().split('\n')
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      expect(readFileSync(file, 'utf8'), file).toContain(
        "export { generateNotFoundMetadata as generateMetadata } from '@/components/errors/NotFoundView'",
      )
    }
  })
})

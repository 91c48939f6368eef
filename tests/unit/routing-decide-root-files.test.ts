import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { decideRoute, type IncomingRequest } from '@/lib/routing/rules/decide'
import { FAVICON_SIZES, ROOT_ROUTE_FILES, servedRootFiles } from '@/lib/routing/rules/root-files'
// @ts-expect-error the icon script is plain JavaScript without type declarations
import { ICON_SIZES } from '@/scripts/generate-icons.mjs'

const config = buildShopConfig({})
const prodConfig = buildShopConfig({ MARKET_DOMAINS: JSON.stringify({ 'de-ch': 'www.example.ch' }) })
const noRedirects = () => null

const decide = (rawPath: string, req: Partial<IncomingRequest> = {}, cfg = config) =>
  decideRoute({ host: 'localhost:3000', rawPath, search: '', ...req }, cfg, noRedirects)

describe('spec 01 §1/§2: a host of no market is 421, root-level files included', () => {
  it.each([
    ['/favicon.ico', 'evil.example'],
    ['/x.php', 'evil.example'],
    ['/robots.txt', 'evil.example'],
    ['/sitemap.xml', 'xx-yy.localhost:3000'],
    ['/icon-de-DE-32x32.png', 'evil.example'],
    ['/wp-login.php', null],
  ])('%s on host %s is rejected with 421', (rawPath, host) => {
    expect(decide(rawPath, { host })).toMatchObject({ kind: 'reject', status: 421 })
  })

  it('a market moved to its production domain no longer answers on .localhost, files included', () => {
    expect(decide('/robots.txt', { host: 'de-ch.localhost:3000' }, prodConfig)).toMatchObject({
      kind: 'reject',
      status: 421,
    })
    expect(decide('/robots.txt', { host: 'www.example.ch' }, prodConfig)).toMatchObject({
      kind: 'pass',
      market: { code: 'de-ch' },
    })
  })
})

describe('spec 01 §2: the shop’s own root-level files are served as they are', () => {
  it.each([
    ['/robots.txt', 'de-de.localhost:3000', 'de-de'],
    ['/sitemap.xml', 'fr-be.localhost:3000', 'fr-be'],
    ['/icon-de-DE-16x16.png', 'localhost:3000', 'de-de'],
    ['/icon-fr-CH-180x180.png', 'de-ch.localhost:3000', 'de-ch'],
    ['/icon-nl-NL-512x512.png', 'nl-nl.localhost:3000', 'nl-nl'],
    ['/icon-fr-FR-48x48.png', 'fr-fr.localhost:3000', 'fr-fr'],
  ])('%s on %s passes with market %s (no slash redirect)', (rawPath, host, code) => {
    expect(decide(rawPath, { host, search: '?v=2' })).toEqual({
      kind: 'pass',
      market: expect.objectContaining({ code }),
    })
  })
})

describe('spec 01 §8: any other root-level file is the shop’s 404 page, in the visitor’s language', () => {
  it.each([
    ['/favicon.ico', 'de-de.localhost:3000', {}, 'de-de', 'de', '/favicon.ico'],
    ['/x.php', 'fr-ch.localhost:3000', {}, 'fr-ch', 'fr', '/x.php'],
    ['/x.php', 'fr-ch.localhost:3000', { languageCookie: 'de' }, 'fr-ch', 'de', '/x.php'],
    ['/x.php', 'nl-be.localhost:3000', { acceptLanguage: 'fr-BE,fr;q=0.9' }, 'nl-be', 'fr', '/x.php'],
    ['/a+b.png', 'localhost:3000', {}, 'de-de', 'de', '/a+b.png'],
    ['/caf%C3%A9.txt', 'localhost:3000', {}, 'de-de', 'de', '/café.txt'],
    ['/icon-de-DE-999x999.png', 'localhost:3000', {}, 'de-de', 'de', '/icon-de-DE-999x999.png'],
    ['/icon-xx-XX-16x16.png', 'localhost:3000', {}, 'de-de', 'de', '/icon-xx-XX-16x16.png'],
    ['/ROBOTS.TXT', 'localhost:3000', {}, 'de-de', 'de', '/ROBOTS.TXT'],
  ] as const)(
    '%s on %s %j → the 404 page of %s in %s, showing %s',
    (rawPath, host, signals, code, language, pathname) => {
      expect(decide(rawPath, { host, search: '?q=1', ...signals })).toEqual({
        kind: 'rewrite',
        market: expect.objectContaining({ code }),
        language,
        destination: `/${code}/${language}/not-found/`,
        pathname,
        notFound: true,
      })
    },
  )

  it('a root-level name with broken percent-encoding is a clean 400', () => {
    expect(decide('/%E0%A4%A.php')).toMatchObject({ kind: 'reject', status: 400 })
  })
})

describe('the served list matches public/ and the icon script', () => {
  const publicDir = join(process.cwd(), 'public')
  const publicRootFiles = readdirSync(publicDir).filter((name) => statSync(join(publicDir, name)).isFile())

  it('every file at the root of public/ is served (a new one must be added to lib/routing/rules/root-files)', () => {
    expect(publicRootFiles.length).toBeGreaterThan(0)
    const served = servedRootFiles(config)
    expect(publicRootFiles.filter((name) => !served.has(name))).toEqual([])
  })

  it('every served favicon exists in public/ and robots.txt / sitemap.xml have route handlers', () => {
    const icons = [...servedRootFiles(config)].filter((name) => name.startsWith('icon-'))
    // Eight locales: de-DE, de-AT, de-CH, fr-CH, fr-BE, nl-BE, nl-NL, fr-FR.
    expect(icons).toHaveLength(8 * FAVICON_SIZES.length)
    expect(icons.filter((name) => !publicRootFiles.includes(name))).toEqual([])
    for (const file of ROOT_ROUTE_FILES)
      expect(statSync(join(process.cwd(), 'app', file, 'route.ts')).isFile()).toBe(true)
  })

  it('uses the sizes scripts/generate-icons.mjs renders', () => {
    expect([...FAVICON_SIZES]).toEqual(ICON_SIZES)
  })
})

/** Fixtures of every e2e spec: the project's market and language, a request context, localised paths. */
import { randomBytes } from 'node:crypto'
import { test as base, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { PATHNAMES } from '../lib/i18n/pathnames'
import type { Language } from '../lib/config/markets'

export interface MarketInfo {
  market: string
  language: Language
  languages: Language[]
}

const PORT = Number(process.env.E2E_PORT ?? 3100)

/** The kitchen category of the home catalog in each language: the listing most suites open. */
export const CATEGORY_PATH: Record<Language, string> = {
  de: '/de/kueche/',
  fr: '/fr/cuisine/',
  nl: '/nl/keuken/',
}

/** The localised path of a screen (spec 01 §2) with its parameters filled in. */
export function localizedPath(
  language: Language,
  internal: keyof typeof PATHNAMES,
  params: Record<string, string> = {},
) {
  const entry = PATHNAMES[internal]
  const template: string = typeof entry === 'string' ? entry : entry[language]
  const filled = template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name] ?? 'x')
  return `/${language}${filled === '/' ? '' : filled}/`
}

/**
 * Every test is a visitor of its own network (issue 13 item 4): the server under test trusts one proxy
 * (TRUST_PROXY=1), so the X-Forwarded-For each test sends is its client address, and the per-address
 * limits (new sessions, …) count each test apart instead of the whole suite as one 127.0.0.1. An IPv6
 * documentation network (2001:db8::/32, RFC 3849) per test: the server keys by /64, no country is found.
 */
const newVisitorAddress = () => {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')]
  return `2001:db8:${a}:${b}::1`
}
const FORWARDED_FOR = 'x-forwarded-for'

export const test = base.extend<{ marketInfo: MarketInfo; shop: APIRequestContext; visitorAddress: string }>({
  marketInfo: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata as MarketInfo)
  },
  visitorAddress: async ({}, use) => {
    await use(newVisitorAddress())
  },
  // The browser's requests carry the test's address, unless the test names one itself (test.use or
  // page.setExtraHTTPHeaders, which win).
  context: async ({ context, extraHTTPHeaders, visitorAddress }, use) => {
    if (!Object.keys(extraHTTPHeaders ?? {}).some((name) => name.toLowerCase() === FORWARDED_FOR)) {
      await context.setExtraHTTPHeaders({ ...extraHTTPHeaders, [FORWARDED_FOR]: visitorAddress })
    }
    await use(context)
  },
  // Node cannot resolve *.localhost, so server-level requests go to 127.0.0.1 with the market's Host header.
  shop: async ({ marketInfo, visitorAddress }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      extraHTTPHeaders: { host: `${marketInfo.market}.localhost:${PORT}`, [FORWARDED_FOR]: visitorAddress },
      maxRedirects: 0,
    })
    await use(context)
    await context.dispose()
  },
})

export { expect } from '@playwright/test'

/** Fixtures of every e2e spec: the project's market and language, a request context, localised paths. */
import { test as base, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { PATHNAMES } from '../lib/i18n/pathnames'
import type { Language } from '../lib/config/markets'

export interface MarketInfo {
  market: string
  language: Language
  languages: Language[]
}

const PORT = Number(process.env.E2E_PORT ?? 3100)

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

export const test = base.extend<{ marketInfo: MarketInfo; shop: APIRequestContext }>({
  marketInfo: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata as MarketInfo)
  },
  // Node cannot resolve *.localhost, so server-level requests go to 127.0.0.1 with the market's Host header.
  shop: async ({ marketInfo }, use) => {
    const context = await playwrightRequest.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      extraHTTPHeaders: { host: `${marketInfo.market}.localhost:${PORT}` },
      maxRedirects: 0,
    })
    await use(context)
    await context.dispose()
  },
})

export { expect } from '@playwright/test'

import { defineConfig, devices } from '@playwright/test'
import { MARKET_DEFINITIONS } from './lib/config/markets'
import { consentCookie } from './e2e/consent-cookie'
import { LANGUAGE_REPRESENTATIVES } from './e2e/language-representatives'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
// The content webhook's secret of the server under test (e2e/content-resilience.spec.ts signs with it).
export const E2E_CONTENT_WEBHOOK_SECRET = process.env.CONTENT_WEBHOOK_SECRET || 'e2e-content-webhook-secret'
// Issue 13 item 3: the production server shows previews only with a preview token of its own, never the
// embedded service's default (e2e/preview.spec.ts signs its links with this one).
export const E2E_PREVIEW_TOKEN =
  process.env.STORYBLOK_PREVIEW_TOKEN?.trim() || 'e2e-preview-token-not-the-default'
// Opens the monitoring page of the production server under test (e2e/monitoring.spec.ts).
export const E2E_MONITORING_SECRET = process.env.MONITORING_SECRET || 'e2e-monitoring-secret'
// The seven markets of spec 01 §1 get a project each; fr-fr is only partly configured.
const MARKETS = MARKET_DEFINITIONS.filter((m) => !m.partial)
// Suites whose behaviour does not depend on the market run once per language, in LANGUAGE_REPRESENTATIVES.
const PER_LANGUAGE_SUITES = [
  '**/catalog-journey.spec.ts',
  '**/dialogs-toasts.spec.ts',
  '**/listing.spec.ts',
  '**/preview.spec.ts',
  '**/search.spec.ts',
  '**/basket.spec.ts',
  '**/wishlist.spec.ts',
  '**/account.spec.ts',
  '**/account-a11y.spec.ts',
  '**/account-orders.spec.ts',
  '**/consent.spec.ts',
  '**/tracking.spec.ts',
  // Phone layout, recommendation slots and variant links: the same components and catalog in every
  // market of a language; prices per market are checked by product.spec.ts and the checkout suites.
  '**/mobile-first.spec.ts',
  '**/recommendations.spec.ts',
  '**/product-variant-links.spec.ts',
]

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two cores run the server and two browsers: islands that load after hydration (consent banner,
  // country picker, build notice, toasts) were seen to take 10–20 s there. Passing tests take no longer.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Shared memory in /tmp, not /dev/shm: a container may give /dev/shm only 64 MB.
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: MARKETS.map((m) => ({
    name: m.code,
    metadata: { market: m.code, language: m.languages[0], languages: [...m.languages] },
    testIgnore: LANGUAGE_REPRESENTATIVES.includes(m.code) ? [] : PER_LANGUAGE_SUITES,
    use: {
      ...devices['Desktop Chrome'],
      // Chromium resolves *.localhost to the loopback address by itself: one host per market.
      baseURL: `http://${m.code}.localhost:${E2E_PORT}`,
      locale: `${m.languages[0]}-${m.country.toUpperCase()}`,
      // Every test starts as a visitor who accepted all (the banner would cover the page); the consent
      // tests start without it.
      storageState: { cookies: [consentCookie(`${m.code}.localhost`)], origins: [] },
    },
  })),
  webServer: {
    command: `npx next start -p ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/bench-baseline/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? '.data/e2e-pglite',
      DEPLOYMENT_ENV: 'production',
      CONTENT_WEBHOOK_SECRET: E2E_CONTENT_WEBHOOK_SECRET,
      MONITORING_SECRET: E2E_MONITORING_SECRET,
      STORYBLOK_PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
      // e2e/preview.spec.ts's stand-in editor listens on a loopback port of its own: it may frame the
      // preview (Content-Security-Policy frame-ancestors, issue 13 item 9).
      PREVIEW_EDITOR_ORIGINS: 'http://127.0.0.1:*',
      // Absolute links in mails (lib/config/origin.ts) name the port the server listens on.
      PORT: String(E2E_PORT),
      // The local mailbox the account tests read (e2e/mail.ts).
      MAIL_DIR: process.env.E2E_MAIL_DIR ?? '.data/e2e-mail',
      // One proxy in front, as in production: each account test sends its own client address
      // (X-Forwarded-For), so the per-address rate limits count each test apart.
      TRUST_PROXY: '1',
      // Test-only: the embedded content service's failure switch (e2e/content-resilience.spec.ts); a
      // deployed shop never sets it (lib/config/fault-switch.ts, issue 13 item 8).
      CONTENT_FAULT_SWITCH: '1',
    },
  },
})

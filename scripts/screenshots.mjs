// `npm run screenshots`: regenerates the small screenshots of the README (docs/screenshots/): home,
// a listing, a product page and the basket with that product, on a phone (390 × 844) and a desktop
// (1366 × 900), from the production build as a shopper sees it after accepting the consent banner.
// Starts its own `next start` on a free port with a database of its own; `--base URL` uses a running
// server instead. Needs a build (`npx next build`).
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { distDir, findFreePort, hasBuild, startServer, waitUntilReady } from '../bench/lib/server.mjs'
import { importTs, root } from './ts-import.mjs'

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
]
const MARKET = 'de-de'
const LISTING_PATH = '/de/kueche/'
const OUT_DIR = join(root, 'docs', 'screenshots')
// JPEG at this quality keeps a desktop shot near 100 kB: small enough for the repository, sharp enough to read.
const QUALITY = 70

const log = (/** @type {string} */ message) => process.stderr.write(`[screenshots] ${message}\n`)

function parseArgs(/** @type {string[]} */ argv) {
  const at = argv.indexOf('--base')
  return { base: at >= 0 ? argv[at + 1] : undefined }
}

/** The market's own host on the server's port: the market comes from the host name (README "Markets"). */
function marketOrigin(/** @type {string} */ base) {
  const url = new URL(base)
  return `${url.protocol}//${MARKET}.localhost:${url.port || (url.protocol === 'https:' ? 443 : 80)}`
}

/** @param {import('@playwright/test').Page} page @param {string} file */
async function shoot(page, file) {
  // Lazy sliders and images settle after the first paint; the shot shows the page a shopper looks at.
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(400)
  await page.screenshot({ path: join(OUT_DIR, file), type: 'jpeg', quality: QUALITY })
  log(`wrote docs/screenshots/${file}`)
}

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {any} consent */
async function shootSize(browser, origin, consent, /** @type {(typeof SIZES)[number]} */ size) {
  const context = await browser.newContext({
    viewport: size.viewport,
    locale: 'de-DE',
    reducedMotion: 'reduce',
    storageState: { cookies: [consent(`${MARKET}.localhost`)], origins: [] },
  })
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/de/`)
    await shoot(page, `home-${size.name}.jpg`)

    await page.goto(`${origin}${LISTING_PATH}`)
    await shoot(page, `listing-${size.name}.jpg`)

    // The first product of the listing, as a shopper would open it.
    const firstCard = page.locator('a[href*="/p/"]').first()
    const productHref = await firstCard.getAttribute('href')
    if (!productHref) throw new Error(`no product link on ${LISTING_PATH}`)
    await page.goto(new URL(productHref, origin).href)
    await shoot(page, `product-${size.name}.jpg`)

    const add = page.getByTestId('add-to-cart').first()
    if (await add.isEnabled().catch(() => false)) {
      await add.click()
      await page.getByTestId('add-to-cart-layer').waitFor({ state: 'visible', timeout: 15_000 })
      await page.keyboard.press('Escape')
    } else {
      log('the first product cannot be added: the basket shot shows an empty basket')
    }
    await page.goto(`${origin}/de/warenkorb/`)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await shoot(page, `basket-${size.name}.jpg`)
  } finally {
    await context.close()
  }
}

async function main() {
  const { base } = parseArgs(process.argv.slice(2))
  /** @type {ReturnType<typeof startServer> | undefined} */
  let server
  let origin = base
  if (!origin) {
    if (!hasBuild(root)) throw new Error(`no build in ${distDir()}: run \`npx next build\` first`)
    const port = await findFreePort()
    process.env.PGLITE_DIR ??= join('.data', 'screenshots-pglite')
    log(`next start -p ${port}`)
    server = startServer({ cwd: root, port })
    await waitUntilReady(server, { host: `${MARKET}.localhost:${port}`, path: '/de/' })
    origin = `http://127.0.0.1:${port}`
  }
  const { consentCookie } = await importTs('e2e/consent-cookie.ts')
  await mkdir(OUT_DIR, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    for (const size of SIZES) await shootSize(browser, marketOrigin(origin), consentCookie, size)
  } finally {
    await browser.close()
    await server?.stop()
  }
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error))
  process.exit(1)
})

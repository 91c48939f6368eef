import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { execSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { APP_RELEASE_VERSION, IMAGE_QUALITIES } from './lib/config/constants'
import { securityHeaderRules } from './lib/http/rules/security-headers'

// Messages are compiled at build time (icu-minify), so the browser gets next-intl's small formatter
// instead of the ICU parser (12 kB gz on every page; issue 15 item 3). Each messages/{lang}/*.json is
// one catalog; the loader's "locale" (the file's base name) only names it, compilation ignores it.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

function gitRevision(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return 'nogit'
  }
}

// One id per build: release version, commit and build time, so a new deployment is detectable (spec 01 §4).
const buildId = process.env.BUILD_ID ?? `${APP_RELEASE_VERSION}-${gitRevision()}-${Date.now().toString(36)}`

const nextConfig: NextConfig = {
  // Every shop path ends in a slash; the proxy does that redirect itself so it can keep one rule set.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Cache-Control of cached pages is `s-maxage={revalidate}, stale-while-revalidate={expireTime - revalidate}`.
  // Next's default expireTime is a year: a CDN could then serve a rarely visited page (a price, a story
  // since unpublished) up to a year old once. A day bounds that and still rides out an origin outage of
  // hours; it must stay above the longest revalidate (product pages, 3600 s). Issue 13 item 7.
  expireTime: 24 * 60 * 60,
  // Parallel local builds (several worktrees of one checkout) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Local verification builds may skip the type check; CI and `npm run build` never set this.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  // Spec 02 §9: content images 70, shop images 75, basket images 80.
  images: { qualities: [...IMAGE_QUALITIES] },
  // pdfkit reads its built-in fonts' metrics (data/*.afm) from beside its own files: loaded by Node, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pdfkit'],
  generateBuildId: () => buildId,
  // Issue 13 item 2: 404 pages and reads that found nothing stay in memory (bounded), never on disk.
  // Issue 15 item 6: with REDIS_URL the cache lives in Redis, shared by every server (README "Production topology").
  cacheHandler: fileURLToPath(new URL('./lib/cache/server/cache-handler.mjs', import.meta.url)),
  env: { BUILD_ID: buildId, APP_RELEASE_VERSION, BUILT_AT: new Date().toISOString() },
  // Issue 13 item 9: lib/http/rules/security-headers.ts (the editor preview's policy comes from the proxy).
  async headers() {
    return securityHeaderRules({ production: process.env.NODE_ENV === 'production' })
  },
}

export default withNextIntl(nextConfig)

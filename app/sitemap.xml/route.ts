/** GET /sitemap.xml of the requesting market: content pages and product pages. */
import { shopConfig } from '@/lib/config'
import { resolveMarket } from '@/lib/routing/rules/market'
import { sitemapXml } from '@/lib/content/rules/sitemap'
import { loadSitemapEntries } from '@/lib/content/server/sitemap'
import { logFailure } from '@/lib/http/server/failure'

// Root-level files skip the proxy: the market comes from the Host header here, per request.
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const market = resolveMarket(request.headers.get('host'), shopConfig)
  if (!market) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  try {
    const xml = sitemapXml(await loadSitemapEntries(market))
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, s-maxage=3600, stale-while-revalidate=86400',
      },
    })
  } catch (error) {
    logFailure(`[sitemap] ${market.code}: cannot build the sitemap`, error)
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain', 'Retry-After': '60' },
    })
  }
}

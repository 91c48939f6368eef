/** GET /robots.txt of the requesting market: the shop open, per-visitor screens and the API closed. */
import { shopConfig } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import { resolveMarket } from '@/lib/routing/rules/market'
import { robotsTxt } from '@/lib/content/rules/sitemap'

// Root-level files skip the proxy: the market comes from the Host header here, per request.
export const dynamic = 'force-dynamic'

// QA and preview deployments stay out of search indexes.
const CLOSED_DEPLOYMENTS = new Set(['qa', 'preview'])

export function GET(request: Request) {
  const market = resolveMarket(request.headers.get('host'), shopConfig)
  if (!market) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const body = robotsTxt(market, marketOrigin(market), {
    closed: CLOSED_DEPLOYMENTS.has(shopConfig.deploymentEnv),
  })
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, s-maxage=3600' },
  })
}

import 'server-only'

/**
 * The visitor's country for a request (spec 02 §2 country picker), behind one port with two sources
 * chosen by configuration (lib/config/geo-env.ts):
 * - default: the client's address (X-Forwarded-For read from the right under TRUST_PROXY,
 *   lib/http/rules/client-address.ts) looked up in the offline database (./ip-database.ts);
 * - GEO_COUNTRY_HEADER: the country the CDN in front wrote into that header (Cloudflare `cf-ipcountry`,
 *   CloudFront `cloudfront-viewer-country`, …). The shop trusts it like the address: a visitor who
 *   reaches the shop past the CDN can only fool their own picker.
 * In development and qa a pretended address (lib/geo/rules/pretend.ts) goes first, always through the
 * database. Crawlers are answered by the route before any lookup.
 */
import { shopConfig } from '@/lib/config'
import { geoSettingsFromEnv } from '@/lib/config/geo-env'
import { rateLimitSettingsFromEnv } from '@/lib/config/rate-limit-env'
import { clientAddress } from '@/lib/http/rules/client-address'
import { processSingleton } from '@/lib/cache/process-singleton'
import { normaliseCountry, type CountryCode } from '../rules/country'
import { lookupAddress, pretendAddress, PRETEND_IP_HEADER } from '../rules/pretend'
import { countryOfAddress, DEFAULT_DATABASE } from './ip-database'

/** A pretended address that is no address (400 from the route, outside production only). */
export class InvalidPretendAddress extends Error {
  constructor(readonly source: 'param' | 'header' | 'env') {
    super(`invalid pretended address (${source})`)
    this.name = 'InvalidPretendAddress'
  }
}

export interface CountryQuery {
  /** The `geo-ip` parameter of the call, if any (only honoured in development and qa). */
  pretendParam?: string | null
}

export interface LookupSettings {
  countryHeader: string | null
  databasePath: string | null
  pretendIp: string | null
  trustedProxies: number
  deploymentEnv: string
}

const settings = (): LookupSettings =>
  processSingleton('__storefrontGeoSettings', () => ({
    ...geoSettingsFromEnv(process.env),
    trustedProxies: rateLimitSettingsFromEnv(process.env).trustedProxies,
    deploymentEnv: shopConfig.deploymentEnv,
  }))

/** The visitor's country (ISO alpha-2, lowercase), or null when unknown. */
export function visitorCountry(
  request: Request,
  query: CountryQuery = {},
  config: LookupSettings = settings(),
): CountryCode | null {
  const database = config.databasePath ?? DEFAULT_DATABASE
  const pretended = pretendAddress({
    deploymentEnv: config.deploymentEnv,
    param: query.pretendParam,
    header: request.headers.get(PRETEND_IP_HEADER),
    env: config.pretendIp,
  })
  if (pretended.kind === 'invalid') throw new InvalidPretendAddress(pretended.source)
  if (pretended.kind === 'address') return countryOfAddress(pretended.address, database)

  if (config.countryHeader) return normaliseCountry(request.headers.get(config.countryHeader))
  const address = clientAddress(request.headers.get('x-forwarded-for'), config.trustedProxies)
  return address ? countryOfAddress(lookupAddress(address), database) : null
}

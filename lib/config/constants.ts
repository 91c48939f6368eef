/**
 * Business constants of spec 01 §9 and spec 02 §9. The single place these numbers live;
 * everything else imports them so a rule and its test agree on one value.
 */
export const APP_RELEASE_VERSION = '0.2.0'

export const LANGUAGE_COOKIE = 'NEXT_LOCALE'
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365
export const DEFAULT_TIMEZONE = 'Europe/Berlin'
export const WEEK_STARTS_ON = 1 // Monday

export const SESSION_COOKIE = 'sid'
/** Sliding (idle) lifetime of a visitor session; lib/session/rules/lifetime.ts says why these two. */
export const SESSION_IDLE_DAYS = 30
/** Absolute lifetime: no renewal keeps a session (and its cookie) alive past this since it began. */
export const SESSION_ABSOLUTE_DAYS = 90
export const ACCOUNT_ID_LENGTH = 64
export const GUEST_ITEM_GROUP_ID_DIGITS = 8
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 30
export const PASSWORD_LEAK_PREFIX_LENGTH = 5

export const VOUCHER_COOKIE = 'voucher'
export const VOUCHER_COOKIE_MAX_AGE_DAYS = 14
/** Issue 13 item 7: tells the next page to announce the voucher the proxy just stored (read once). */
export const VOUCHER_NOTICE_COOKIE = 'voucher_notice'

export const CONSENT_COOKIE_MAX_AGE_MS = 31_556_926_000
export const CONSENT_HISTORY_ENTRIES = 3
export const SCRID_MAX_CHECKSUM = 5

export const SALE_THRESHOLD = 0.96
export const SCALE_PRICE_THRESHOLDS_MAX = 3
export const MONEY_MINOR_UNITS = 100
export const PRICE_DECIMALS = 2
export const UNIT_LABELS = { LI: 'l', QM: 'm²' } as const

export const FALLBACK_SHIPPING = {
  standardCents: 499,
  standardFromOrderValueCents: 0,
  freightCents: 1499,
} as const

export const ELECTRICAL_EQUIPMENT_CATEGORY_KEYS = [
  'grossgerte',
  'bildschirme_und_monitore',
  'klgerte_informationsu_telekommtechnik',
] as const
export const EKTG_COUNTRY = 'de'

export const RECOMMENDATION_SIZE = 12

/**
 * Server-side limits of the basket and the wishlist. Spec 02 §9 leaves them "not shown"; these are the
 * shop's own, generous for a household and small enough that one basket stays one cheap read.
 */
export const BASKET_LIMITS = {
  maxLineQuantity: 99,
  maxLines: 50,
  maxTotalQuantity: 500,
  /** Spec 02 §4: a non-buyable item is removed with up to this many tries. */
  cleanTries: 3,
  /** Bytes of JSON the client may store per item in customData / displayData / options. */
  maxJsonBytes: 2048,
  /** Characters per personalisation text (text1..n), when the product names no gravureLength. */
  maxCustomTextLength: 60,
  maxCustomTexts: 10,
} as const
export const WISHLIST_LIMITS = { maxItems: 200 } as const

export const LISTING = {
  maxInlineFiltersDesktop: 4,
  defaultSort: 'Relevancy:desc',
  attributeAdvisor: 'groessenberater',
} as const

export const IMAGES = {
  defaultSize: 600,
  defaultDensity: 2,
  thumbnailSize: 150,
  thumbnailDensity: 1,
  navigationTeaserSize: 310,
  densities: [1, 2],
  format: 'webp',
  shopProviderQuality: 75,
  cmsProviderQuality: 70,
  basketQuality: 80,
  validExtensions: ['avif', 'webp', 'jpg', 'jpeg', 'tif', 'tiff', 'png'],
} as const

/** Every quality the shop asks the image optimizer for (Next accepts only configured ones). */
export const IMAGE_QUALITIES = [IMAGES.cmsProviderQuality, IMAGES.shopProviderQuality, IMAGES.basketQuality]

export const CONTENT_SERVICE = {
  requestsPerSecond: 5,
  requestsPerSecondOauth: 3,
  maxRetries: 10,
  retryDelayMs: 300,
  resolveBatchSize: 50,
  defaultPageSize: 25,
} as const

export const ROUTING = {
  maxPreloads: 4,
  payloadReloadGuardMs: 10_000,
  debounceMs: 300,
  resizeDelayMs: 50,
  /** Longest path the shop accepts; longer ones are answered 414 rather than reaching a page. */
  maxPathLength: 1024,
} as const

export const LOADING_BAR = { durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400 } as const

export const TOAST = {
  position: 'bottom-center',
  autoCloseMs: 5000,
  limit: 20,
  dragRemovalPercent: 60,
  types: ['success', 'info', 'warning', 'error', 'default'],
} as const

export const DIALOG = {
  swipeCloseThresholdPx: 70,
  swipeStartThresholdPx: 10,
  maxHeightVh: 80,
  positions: ['center', 'right', 'left', 'mobileLeft'],
  /** The lowest layer's z-index: above page content, below toasts (react-toastify uses 9999). */
  layerZBase: 1000,
} as const

export const BREAKPOINTS = { xs: 480, sm: 640, md: 768, lg: 1024, xl: 1440 } as const
export const SLIDER_BREAKPOINTS = {
  xs: 480,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1200,
  xxl: 1200,
  '2xl': 1200,
} as const

export const SLIDER = {
  speedMs: 300,
  thresholdPx: 5,
  touchAngle: 45,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  resistanceRatio: 0.85,
  autoplayDelayMs: 3000,
  autoplayResumeAfterResizeMs: 500,
} as const

export const RECOMMENDATION_SLIDER = {
  slidesPerView: { base: 2, 768: 3.1, 1024: 4.3, 1440: 6.2 },
  spaceBetween: [8, 12],
  edgeOffset: 16,
} as const

export const ADD_TO_CART_LAYER_SLIDER = { slidesPerView: { 768: 2.5, 1024: 2.5 }, spaceBetween: 16 } as const

export const ERROR_REPORTING_TRACE_SAMPLE_RATE = 0.1

import 'server-only'

/**
 * The shop's rate limits, all numbers in one place (issue 10 item 5, ASVS 5.0 V6.3). Each answers 429
 * with Retry-After once spent (./rate-limit.ts). Keys: `clientKey(request)` for per-address limits,
 * `accountKey(shopId, email)` for per-address-of-mail limits, the customer id for per-customer ones.
 *
 * How the login uses its two: consume both before checking the password (atomic, so parallel guesses
 * cannot slip past the count), and on success reset loginPerAccount only. The per-IP counter is never
 * reset: an attacker would otherwise clear it by logging into an account of their own between guesses.
 */
import { rateLimit } from './rate-limit'

const MINUTE = 60
const HOUR = 60 * MINUTE

export const RATE_LIMITS = {
  /**
   * Issue 10 "the 11th bad login in 15 minutes answers 429": 10 per account and 15 minutes stops online
   * guessing of one password (≤ 960 a day) while a shopper who mistypes a few times never notices.
   */
  loginPerAccount: { name: 'login-account', points: 10, durationSeconds: 15 * MINUTE },
  /**
   * Looser, because many shoppers share an address (offices, mobile carriers' NAT): it brakes one
   * machine trying many accounts (credential stuffing), which the per-account limit cannot see.
   */
  loginPerIp: { name: 'login-ip', points: 50, durationSeconds: 15 * MINUTE },
  /**
   * Password checks of a logged-in customer (change password, delete account, an email change): a
   * stolen session must not become an oracle for the account's password.
   */
  passwordCheckPerCustomer: { name: 'password-check-customer', points: 10, durationSeconds: 15 * MINUTE },
  /** Registrations: a household registers a few accounts, a bot hundreds. */
  registerPerIp: { name: 'register-ip', points: 10, durationSeconds: HOUR },
  /** Reset mails to one address: enough to retry a lost mail, too few to flood someone's inbox. */
  resetMailPerAddress: { name: 'reset-mail-address', points: 5, durationSeconds: HOUR },
  /** Reset mails from one client address, over all addresses asked for (the shop as a mail cannon). */
  resetMailPerIp: { name: 'reset-mail-ip', points: 20, durationSeconds: HOUR },
  /** Account contact form, per customer: a conversation, not a stream; each message mails a copy. */
  contactPerCustomer: { name: 'contact-customer', points: 5, durationSeconds: HOUR },
  /** Newsletter sign-ups from one client address (the form on every content page). */
  newsletterPerIp: { name: 'newsletter-ip', points: 10, durationSeconds: HOUR },
  /**
   * Consent decisions (spec 02 §7 consent log): a visitor decides once a year, a household a handful of
   * times; 30 an hour leaves room for shared addresses and stops one machine filling the log.
   */
  consentLogPerIp: { name: 'consent-log-ip', points: 30, durationSeconds: HOUR },
  /**
   * Confirmation mails to one address a day: a lost mail can be asked for again, but nobody can make the
   * shop mail a stranger more than this. Over it the sign-up answers the same, without a new mail.
   */
  newsletterPerAddress: { name: 'newsletter-address', points: 3, durationSeconds: 24 * HOUR },
  /**
   * Mails to an address that has not confirmed (issue 13 item 4): the confirmation mails of click and
   * reserve and remind-me together, a day. Like newsletterPerAddress: a lost mail can be asked for again,
   * but nobody can make the shop mail a stranger more than this; over it the request answers the same.
   */
  confirmMailPerAddress: { name: 'confirm-mail-address', points: 3, durationSeconds: 24 * HOUR },
  /**
   * Reservation requests from one client address (issue 13 item 4): a household reserves a few times a
   * day; the per-address and per-session caps on open reservations (lib/stores/rules/limits.ts) stop a
   * single shopper, this stops one machine cycling through made-up addresses and fresh sessions.
   */
  reservePerIp: { name: 'reserve-ip', points: 20, durationSeconds: HOUR },
  /** Remind-me requests from one client address: a shopper asks for a few variants, a script for all. */
  remindMePerIp: { name: 'remind-me-ip', points: 30, durationSeconds: HOUR },
  /**
   * Order placements per visitor session (issue 11): a shopper places a few orders, retries included
   * (a repeat with the same idempotency key counts too); a script hammering stock or gift card PINs, more.
   */
  placeOrderPerSession: { name: 'place-order-session', points: 30, durationSeconds: 10 * MINUTE },
  /**
   * Gift card checks that failed, per visitor session (issue 11 item 2): a PIN has 4 to 8 digits, so
   * guessing must stay slow. A shopper mistypes a few times; a valid card gives its point back, so the
   * checkout's repeated quotes of a good card never count. 5 per 15 minutes: ≤ 480 guesses a day.
   */
  giftCardPerSession: { name: 'gift-card-session', points: 5, durationSeconds: 15 * MINUTE },
  /**
   * The same per client address, over all its sessions (a new session costs a bot nothing). Looser than
   * per session, because households and offices share an address.
   */
  giftCardPerIp: { name: 'gift-card-ip', points: 20, durationSeconds: HOUR },
  /**
   * Web-vitals reports from one client address (issue 12 item 5): a page load sends a handful, a
   * browsing shopper some hundred an hour; shared addresses (offices, carriers' NAT) need room.
   */
  vitalsPerIp: { name: 'vitals-ip', points: 600, durationSeconds: HOUR },
  /** Error envelopes from one client address: a broken page in a loop must not fill the error store. */
  errorReportsPerIp: { name: 'error-reports-ip', points: 60, durationSeconds: 10 * MINUTE },
  /**
   * New visitor sessions from one client address (issue 13 item 4: one client made 2,121 in 10 s). A
   * browser makes one and keeps it for weeks, so even a large office or a carrier's NAT, where hundreds
   * of shoppers share an address, starts only a few new ones a minute (new devices, private windows,
   * cleared cookies); 200 per 10 minutes leaves room for that and stops a bot after 200 rows instead of
   * thousands. Only the GET /api/user/ identity call and the writes create sessions (lib/session/server).
   */
  sessionCreatePerIp: { name: 'session-create-ip', points: 200, durationSeconds: 10 * MINUTE },
  /**
   * Basket adds and quantity changes per visitor session (issue 13 item 4): a shopper clicking the
   * stepper fast makes a few dozen in a visit; 300 per 10 minutes (one every 2 s, sustained) is never
   * reached by hand and brakes a script hammering the basket (each write locks a row and reprices it).
   */
  basketWritesPerSession: { name: 'basket-writes-session', points: 300, durationSeconds: 10 * MINUTE },
  /** The same for wishlist saves: a heart per click, each a row and a catalog lookup. */
  wishlistWritesPerSession: { name: 'wishlist-writes-session', points: 300, durationSeconds: 10 * MINUTE },
  /**
   * Calls of the recommendation engine's contract endpoint per client address (issue 13 item 1). This
   * shop pointing RECOMMENDATION_ENGINE_URL at itself calls from one address, a few slots per page view,
   * so the limit is loose: 600 a minute serves busy traffic and still stops one client looping on it.
   */
  recommendEnginePerIp: { name: 'recommend-engine-ip', points: 600, durationSeconds: MINUTE },
} as const

export const loginPerAccount = rateLimit(RATE_LIMITS.loginPerAccount)
export const loginPerIp = rateLimit(RATE_LIMITS.loginPerIp)
export const registerPerIp = rateLimit(RATE_LIMITS.registerPerIp)
export const passwordCheckPerCustomer = rateLimit(RATE_LIMITS.passwordCheckPerCustomer)
export const resetMailPerAddress = rateLimit(RATE_LIMITS.resetMailPerAddress)
export const resetMailPerIp = rateLimit(RATE_LIMITS.resetMailPerIp)
export const contactPerCustomer = rateLimit(RATE_LIMITS.contactPerCustomer)
export const newsletterPerIp = rateLimit(RATE_LIMITS.newsletterPerIp)
export const consentLogPerIp = rateLimit(RATE_LIMITS.consentLogPerIp)
export const newsletterPerAddress = rateLimit(RATE_LIMITS.newsletterPerAddress)
export const confirmMailPerAddress = rateLimit(RATE_LIMITS.confirmMailPerAddress)
export const reservePerIp = rateLimit(RATE_LIMITS.reservePerIp)
export const remindMePerIp = rateLimit(RATE_LIMITS.remindMePerIp)
export const placeOrderPerSession = rateLimit(RATE_LIMITS.placeOrderPerSession)
export const giftCardPerSession = rateLimit(RATE_LIMITS.giftCardPerSession)
export const giftCardPerIp = rateLimit(RATE_LIMITS.giftCardPerIp)
export const vitalsPerIp = rateLimit(RATE_LIMITS.vitalsPerIp)
export const errorReportsPerIp = rateLimit(RATE_LIMITS.errorReportsPerIp)
export const sessionCreatePerIp = rateLimit(RATE_LIMITS.sessionCreatePerIp)
export const basketWritesPerSession = rateLimit(RATE_LIMITS.basketWritesPerSession)
export const wishlistWritesPerSession = rateLimit(RATE_LIMITS.wishlistWritesPerSession)
export const recommendEnginePerIp = rateLimit(RATE_LIMITS.recommendEnginePerIp)

/** The key of an email in a shop for per-address limits: the same for any spelling of its case. */
export const accountKey = (shopId: number, email: string) => `${shopId}:${email.trim().toLowerCase()}`

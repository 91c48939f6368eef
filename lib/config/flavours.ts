/**
 * Company flavours (spec 01 §1): the rules that differ by flavour live here and nowhere else.
 */
export const FLAVOURS = ['home', 'baby', 'bm'] as const
export type Flavour = (typeof FLAVOURS)[number]

export interface FlavourRules {
  brandName: string
  /** Delivery-time message "instant" up to this many days (spec 01 §4). */
  instantMaxDays: number
  /** Delivery-time message "soon" from this many days up to under 14. */
  soonFromDays: number
  /** Voucher product groups (spec 01 §9). */
  voucherProductGroups: readonly number[]
  /** The "new" badge is not shown for the baby-market brand (spec 02 §3). */
  showNewBadge: boolean
  /** Markets whose own language is one of these have no FAQ (spec 01 §1: fr and nl markets of the home flavour). */
  faqOffForMarketLanguages: readonly string[]
  /** Badge and button colours: white text on each reaches 4.5:1 (WCAG 1.4.3; tests/unit/flavour-contrast.test.ts). */
  theme: { primary: string; accent: string }
}

export const FLAVOUR_RULES: Record<Flavour, FlavourRules> = {
  home: {
    brandName: 'Hauswelt',
    instantMaxDays: 4,
    soonFromDays: 5,
    voucherProductGroups: [51000, 52000],
    showNewBadge: true,
    faqOffForMarketLanguages: ['fr', 'nl'],
    theme: { primary: '#1f4e5f', accent: '#b84c35' },
  },
  baby: {
    brandName: 'Babywelt',
    instantMaxDays: 3,
    soonFromDays: 4,
    voucherProductGroups: [9420, 9410],
    showNewBadge: true,
    faqOffForMarketLanguages: [],
    theme: { primary: '#3d5a80', accent: '#c24a2f' },
  },
  bm: {
    brandName: 'Kindermarkt',
    instantMaxDays: 3,
    soonFromDays: 4,
    voucherProductGroups: [9420, 9410],
    showNewBadge: false,
    faqOffForMarketLanguages: [],
    theme: { primary: '#5b3f8c', accent: '#9a5a00' },
  },
}

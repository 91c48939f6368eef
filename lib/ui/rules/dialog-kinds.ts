/**
 * Every overlay kind of spec 02 §2 "Dialog kinds", in the spec's order, with its default placement.
 * A Dialog may override the position for a special screen, never the kind list itself.
 */
import { DIALOG } from '@/lib/config/constants'

export type DialogPosition = (typeof DIALOG.positions)[number]

export interface DialogKindDefinition {
  position: DialogPosition
  /**
   * Modal dialogs ask for a decision or hold a form: they trap the shopper until closed.
   * Non-modal ones only inform, so on touch they can be swiped away (spec 02 §2).
   */
  modal: boolean
}

export const DIALOG_KINDS = {
  productAttributePicker: { position: 'right', modal: false },
  campaignBanner: { position: 'center', modal: false },
  consentBanner: { position: 'center', modal: true },
  wishlistMoreInfo: { position: 'center', modal: false },
  wishlistAddToCart: { position: 'right', modal: true },
  productPopup: { position: 'center', modal: true },
  clickAndReserveFromBasket: { position: 'right', modal: true },
  listingFacet: { position: 'right', modal: false },
  sort: { position: 'right', modal: false },
  filter: { position: 'right', modal: false },
  electricalWasteLawInformation: { position: 'center', modal: false },
  addToCartLayer: { position: 'center', modal: true },
  addToCartLayerFromWishlist: { position: 'center', modal: true },
  clickAndReserveOnProductPage: { position: 'right', modal: true },
  productCustomiseModal: { position: 'center', modal: true },
  productImage: { position: 'center', modal: true },
  forgotPassword: { position: 'center', modal: true },
  passwordGuide: { position: 'center', modal: false },
  remindWhenAvailable: { position: 'center', modal: true },
  campaignConditions: { position: 'center', modal: false },
  cancelOrder: { position: 'center', modal: true },
  deleteAccount: { position: 'center', modal: true },
  productSeals: { position: 'center', modal: false },
  desktopSideNavigation: { position: 'left', modal: true },
  mobileNavigation: { position: 'left', modal: true },
  productAttributeAdvisor: { position: 'right', modal: false },
  carrierInfo: { position: 'center', modal: false },
  bundlePromotionAdd: { position: 'center', modal: true },
  siblingSelectModal: { position: 'mobileLeft', modal: true },
  promotionProductDisclaimer: { position: 'center', modal: false },
  countryPicker: { position: 'mobileLeft', modal: true },
  basketShippingCostProgress: { position: 'center', modal: false },
} as const satisfies Record<string, DialogKindDefinition>

export type DialogKind = keyof typeof DIALOG_KINDS

export const DIALOG_KIND_NAMES = Object.keys(DIALOG_KINDS) as DialogKind[]

export function dialogDefinition(kind: DialogKind): DialogKindDefinition {
  return DIALOG_KINDS[kind]
}

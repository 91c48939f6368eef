/** The sixteen data layer events of spec 02 §7, by name: one list so no component spells one wrong. */
export const TRACKING_EVENT = {
  viewCart: 'frontend_view_cart',
  beginCheckout: 'frontend_begin_checkout',
  addToCart: 'frontend_add_to_cart',
  removeFromCart: 'frontend_remove_from_cart',
  modifyInCart: 'frontend_modify_in_cart',
  viewItem: 'frontend_view_item',
  selectItem: 'frontend_select_item',
  viewItemList: 'frontend_view_item_list',
  viewPromotion: 'frontend_view_promotion',
  selectPromotion: 'frontend_select_promotion',
  feature: 'frontend_feature',
  authLogin: 'frontend_auth_login',
  authRegister: 'frontend_auth_register',
  authGuest: 'frontend_auth_guest',
  purchase: 'frontend_purchase',
  addToWishlist: 'frontend_add_to_wishlist',
  removeFromWishlist: 'frontend_remove_from_wishlist',
} as const

export type TrackingEventName = (typeof TRACKING_EVENT)[keyof typeof TRACKING_EVENT]

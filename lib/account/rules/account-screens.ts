/**
 * The screens the account home links to (issue 10 item 7; spec 01 §2 account routes), in the order a
 * shopper looks for them, with the shop options that switch some off (spec 02 §3 Shop options per
 * country). Each tile shows its screen's title and introduction (messages screens.{screen}).
 */
import type { ShopOptions } from '@/lib/config/shop-options'
import type { InternalPathname } from '@/lib/i18n/pathnames'

export interface AccountScreenLink {
  /** The key of the screen's texts in messages/{lang}/screens.json. */
  screen:
    | 'orders'
    | 'addressBook'
    | 'balance'
    | 'personalData'
    | 'password'
    | 'myData'
    | 'accountContact'
    | 'deleteAccount'
  /** A path without parameters: a tile links to it as it is. */
  pathname: Exclude<InternalPathname, `${string}[${string}`>
  /** The shop option that must be on for the screen to exist in a market. */
  option?: keyof Pick<ShopOptions, 'accountBalance' | 'accountOrders'>
}

export const ACCOUNT_SCREENS: readonly AccountScreenLink[] = [
  // The orders screen belongs to the checkout issue; its route exists, so the home links to it.
  { screen: 'orders', pathname: '/account/orders', option: 'accountOrders' },
  { screen: 'addressBook', pathname: '/account/address-book' },
  { screen: 'balance', pathname: '/account/balance', option: 'accountBalance' },
  { screen: 'personalData', pathname: '/account/personal-data' },
  { screen: 'password', pathname: '/account/password' },
  { screen: 'myData', pathname: '/account/my-data' },
  { screen: 'accountContact', pathname: '/account/contact' },
  { screen: 'deleteAccount', pathname: '/account/delete' },
]

export function accountScreens(options: Pick<ShopOptions, 'accountBalance' | 'accountOrders'>) {
  return ACCOUNT_SCREENS.filter((link) => !link.option || options[link.option])
}

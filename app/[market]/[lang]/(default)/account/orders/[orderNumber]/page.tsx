/**
 * Order detail (spec 01 §2 /de/konto/bestellung/{orderNumber}/), behind the login check (spec 01 §6):
 * its heading with the order number and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('order', {
  guard: 'login',
  pathname: '/account/orders/[orderNumber]',
  param: 'orderNumber',
})
export const generateMetadata = screen.generateMetadata
export default screen.Page

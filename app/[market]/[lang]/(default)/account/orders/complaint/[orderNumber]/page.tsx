/**
 * Order complaint (spec 01 §2 /de/konto/bestellung/reklamation/{orderNumber}/), behind the login check:
 * its heading with the order number and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('complaint', {
  guard: 'login',
  pathname: '/account/orders/complaint/[orderNumber]',
  param: 'orderNumber',
})
export const generateMetadata = screen.generateMetadata
export default screen.Page

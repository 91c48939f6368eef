/**
 * Order list (spec 01 §2 /de/konto/bestellungen/, /fr/compte/commandes/), behind the login check
 * (spec 01 §6): its heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('orders', { guard: 'login', pathname: '/account/orders' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

/**
 * Checkout login (spec 01 §2 /de/kasse/login/, /fr/espèces/login/), open, in the checkout layout: its
 * heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('checkoutLogin')
export const generateMetadata = screen.generateMetadata
export default screen.Page

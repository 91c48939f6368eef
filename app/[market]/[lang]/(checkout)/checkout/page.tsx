/**
 * Checkout (spec 01 §2 /de/kasse/, /fr/espèces/), behind the checkout login check (spec 01 §6): its
 * heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('checkout', { guard: 'checkout' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

/**
 * Balance (spec 01 §2 /de/konto/balance/, /fr/compte/balance/), behind the login check (spec 01 §6): its
 * heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('balance', { guard: 'login', pathname: '/account/balance' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

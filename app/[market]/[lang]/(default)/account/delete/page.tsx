/**
 * Delete account (spec 01 §2 /de/konto/account-loeschen/, /fr/compte/supprimer/), behind the login check
 * (spec 01 §6): its heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('deleteAccount', { guard: 'login', pathname: '/account/delete' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

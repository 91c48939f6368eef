/**
 * Change password (spec 01 §2 /de/konto/passwort/, /fr/compte/mot-de-passe/), behind the login check
 * (spec 01 §6): its heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('password', { guard: 'login', pathname: '/account/password' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

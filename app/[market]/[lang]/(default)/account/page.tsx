/**
 * Account home (spec 01 §2 /de/konto/, /fr/compte/), behind the login check (spec 01 §6): its heading and the
 * upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('account', { guard: 'login', pathname: '/account' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

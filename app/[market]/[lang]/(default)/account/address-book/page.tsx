/**
 * Address book (spec 01 §2 /de/konto/adressbuch/, /fr/compte/carnet-de-adresses/), behind the login check
 * (spec 01 §6): its heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('addressBook', { guard: 'login', pathname: '/account/address-book' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

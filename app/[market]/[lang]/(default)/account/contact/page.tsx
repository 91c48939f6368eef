/**
 * Account contact form (spec 01 §2 /de/konto/kontakt/, /fr/compte/contactez-nous/), behind the login check
 * (spec 01 §6): its heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('accountContact', { guard: 'login', pathname: '/account/contact' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

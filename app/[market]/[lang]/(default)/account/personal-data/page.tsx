/**
 * Personal data (spec 01 §2 /de/konto/persoenliche-daten/, /fr/compte/donnees-personnelles/), behind the
 * login check (spec 01 §6): its heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('personalData', { guard: 'login', pathname: '/account/personal-data' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

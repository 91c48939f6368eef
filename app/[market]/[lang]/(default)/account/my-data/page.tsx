/**
 * My data overview (spec 01 §2 /de/konto/meine-daten/, /fr/compte/mes-dates/), behind the login check
 * (spec 01 §6): its heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('myData', { guard: 'login', pathname: '/account/my-data' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

/**
 * Thank-you page (spec 01 §2 /de/danke/, /fr/merci/), the order confirmation, without a login check: its
 * heading and the upcoming-feature notice (components/layout/screen-page.tsx).
 */
import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('thankYou')
export const generateMetadata = screen.generateMetadata
export default screen.Page

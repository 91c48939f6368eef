import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('checkout', { guard: 'checkout' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

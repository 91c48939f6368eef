import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('balance', { guard: 'login', pathname: '/account/balance' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('orders', { guard: 'login', pathname: '/account/orders' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

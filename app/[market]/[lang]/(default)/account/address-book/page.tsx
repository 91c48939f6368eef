import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('addressBook', { guard: 'login', pathname: '/account/address-book' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

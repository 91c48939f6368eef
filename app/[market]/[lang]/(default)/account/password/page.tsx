import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('password', { guard: 'login', pathname: '/account/password' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

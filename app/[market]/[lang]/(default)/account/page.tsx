import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('account', { guard: 'login', pathname: '/account' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

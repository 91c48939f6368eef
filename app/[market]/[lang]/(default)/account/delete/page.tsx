import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('deleteAccount', { guard: 'login', pathname: '/account/delete' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

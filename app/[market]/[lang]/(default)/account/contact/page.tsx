import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('accountContact', { guard: 'login', pathname: '/account/contact' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

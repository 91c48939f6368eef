import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('personalData', { guard: 'login', pathname: '/account/personal-data' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

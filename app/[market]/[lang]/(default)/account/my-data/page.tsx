import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('myData', { guard: 'login', pathname: '/account/my-data' })
export const generateMetadata = screen.generateMetadata
export default screen.Page

import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('basket')
export const generateMetadata = screen.generateMetadata
export default screen.Page

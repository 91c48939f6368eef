import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('contact', { indexable: true })
export const generateMetadata = screen.generateMetadata
export default screen.Page

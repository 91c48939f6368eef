import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('complaint', {
  guard: 'login',
  pathname: '/account/orders/complaint/[orderNumber]',
  param: 'orderNumber',
})
export const generateMetadata = screen.generateMetadata
export default screen.Page

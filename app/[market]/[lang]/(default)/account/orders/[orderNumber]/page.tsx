import { screenPage } from '@/components/layout/screen-page'

const screen = screenPage('order', {
  guard: 'login',
  pathname: '/account/orders/[orderNumber]',
  param: 'orderNumber',
})
export const generateMetadata = screen.generateMetadata
export default screen.Page

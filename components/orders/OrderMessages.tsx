// The texts the order screens' islands read in the browser: line cards (basket line card, prices), the
// order texts (states, cancel dialog, complaint form) and the account forms' general problems.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const OrderMessages = clientMessagesProvider([
  'basketPage.line',
  'catalog.price',
  'checkout.orders',
  'profile.form',
])

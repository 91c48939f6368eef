// The texts the checkout's islands read in the browser: the checkout's own, the address book's labels and
// countries, and the spec 02 §5 message keys the address schema emits.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const CheckoutMessages = clientMessagesProvider(['checkout', 'account.addresses', 'account.generic'])

/** The thank-you page's guest account offer: its texts, and the password field's (spec 02 §5). */
export const ThankYouMessages = clientMessagesProvider([
  'checkout.thankYou',
  'account.auth',
  'account.generic',
])

// The texts BasketView and what it renders read in the browser; pages wrap the basket in this.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

/**
 * Lines, summary and shipping progress (basketPage), line prices (catalog), click and reserve (stores).
 * Nothing inside reads `listing` or `blocks.slider` (the recommendation slider shown in the basket
 * brings its own provider); they stay so that declaring the texts here leaves the page's weight as it was.
 */
export const BasketMessages = clientMessagesProvider([
  'basketPage',
  'catalog',
  'listing',
  'stores',
  'blocks.slider',
])

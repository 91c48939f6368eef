// The texts the product page's islands read in the browser: buy box, pickers, panels, gallery.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

/**
 * Badges, ratings and prices (catalog), the page's own texts (product), click and reserve (stores) and
 * the gallery's slider.
 */
export const ProductDetailMessages = clientMessagesProvider(['catalog', 'product', 'stores', 'blocks.slider'])

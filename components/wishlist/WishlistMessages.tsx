// The texts WishlistView and its cards and dialogs read in the browser; pages wrap the wishlist in this.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const WishlistMessages = clientMessagesProvider(['wishlistPage', 'catalog'])

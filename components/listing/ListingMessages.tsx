// The texts a listing's islands read in the browser: product cards (catalog), sort, filters, paging and
// the cards' image slider (listing).
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const ListingMessages = clientMessagesProvider(['catalog', 'listing'])

// The texts the header's search field and its suggestions read in the browser.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

// Only the field's part travels with every page; the search page's own texts stay on the server.
export const SearchFieldMessages = clientMessagesProvider(['search.field'])

// The texts a listing's islands read in the browser: the cards' image slider names its pictures
// (listing.card). Cards, sort, filters and paging arrive with their texts already written by the server
// (lib/catalog/rules/view/card-row.ts, FacetOptionList's rows), so no other listing text travels.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const ListingMessages = clientMessagesProvider(['listing.card'])

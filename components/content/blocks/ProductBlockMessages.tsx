// The texts of the product blocks' islands (product_list, product_slider, listing): a listing's, plus
// the blocks namespace, whose slider texts the product slider reads.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'
import { ListingMessages } from '@/components/listing/ListingMessages'
import { BlockMessages } from '../BlockMessages'

// The whole namespace rather than `blocks.slider`: narrowing it changes the content pages' weight, which
// is a change to measure on its own.
export const ProductBlockMessages = clientMessagesProvider([...BlockMessages.needs, ...ListingMessages.needs])

// The texts content blocks' islands read in the browser: the bundle's add-all button and the direct-add
// button (sliders' texts are shared by every provider). Every other block is written by the server.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const BlockMessages = clientMessagesProvider(['blocks.bundlePromotion', 'blocks.basketDirectAdd'])

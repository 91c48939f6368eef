// The texts content blocks' islands read in the browser (add-all buttons, sliders, direct add).
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const BlockMessages = clientMessagesProvider(['blocks'])

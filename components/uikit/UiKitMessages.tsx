// The texts the UI kit's dialog and toast demos read in the browser.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const UiKitMessages = clientMessagesProvider(['uikit'])

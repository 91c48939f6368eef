// The texts the address book's island reads in the browser: its own (account.addresses) and the
// spec 02 §5 message keys its schema emits for names and required fields (account.generic).
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const AddressBookMessages = clientMessagesProvider(['account.addresses', 'account.generic'])

// The texts the logout button reads in the browser: its label and its failure toast.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const LogoutMessages = clientMessagesProvider(['account.auth.logout'])

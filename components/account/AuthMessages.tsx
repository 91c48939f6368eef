// The texts the login screen's islands read in the browser (forms, password checklist, dialogs); pages
// wrap the login screen in this, and account screens that use useLogout or the checklist do too.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

/** Field labels and problems (account.auth) and the spec 02 §5 message keys the rules emit. */
export const AuthMessages = clientMessagesProvider([
  'account.auth',
  'account.reset-password',
  'account.generic',
  'account.newsletter',
])

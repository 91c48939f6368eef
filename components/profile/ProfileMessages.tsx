// The texts the account screens' forms read in the browser: their own parts of `profile`, and the spec
// 02 §5 message keys of `account` that field errors name.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const ProfileMessages = clientMessagesProvider([
  'profile.form',
  'profile.errors',
  'profile.salutations',
  'profile.personalData',
  'profile.password',
  'profile.contact',
  'profile.delete',
  'account.generic',
  'account.newsletter',
  'account.reset-password',
])

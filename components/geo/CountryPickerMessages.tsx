// The texts the country picker reads in the browser (country names come with the shared `common`).
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const CountryPickerMessages = clientMessagesProvider(['countryPicker'])

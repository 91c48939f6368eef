// The texts the islands of every page read (header, navigation, loading bar, add-to-cart layer, toasts):
// the shared namespaces and the consent banner's (spec 02 §2: the root app holds it). The root layout
// renders it around the whole shop.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

export const AppShellMessages = clientMessagesProvider(['consent'])

import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { Language } from '@/lib/config/markets'
import { getPathname } from '@/lib/i18n/navigation'
import { clientMessages } from '@/lib/i18n/messages'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { SearchField } from './SearchField'

/** The search field of the header (issue 4 §5) with the texts it needs on the client. */
export async function HeaderSearch({ language }: { language: Language }) {
  const messages = await getMessages()
  const action = withTrailingSlash(getPathname({ href: '/search', locale: language }))
  return (
    // Only the field's texts travel with every page; the search page's own texts stay on the server.
    <NextIntlClientProvider
      messages={{
        ...clientMessages(messages),
        search: { field: (messages.search as { field: unknown }).field },
      }}
    >
      <SearchField action={action} language={language} />
    </NextIntlClientProvider>
  )
}

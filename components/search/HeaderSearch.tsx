/** The search field of the header with the texts it needs on the client. */
import type { Language } from '@/lib/config/markets'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { SearchField } from './SearchField'
import { SearchFieldMessages } from './SearchFieldMessages'

export function HeaderSearch({ language }: { language: Language }) {
  const action = withTrailingSlash(getPathname({ href: '/search', locale: language }))
  return (
    <SearchFieldMessages>
      <SearchField action={action} language={language} />
    </SearchFieldMessages>
  )
}

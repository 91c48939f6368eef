'use client'

import de from '@/messages/de/errors.json'
import fr from '@/messages/fr/errors.json'
import nl from '@/messages/nl/errors.json'
import { ErrorView } from '@/components/errors/ErrorView'
import '@/components/app-shell/globals.css'

const TEXTS = { de: de.error, fr: fr.error, nl: nl.error }

/** Last line of defence when even the root layout fails: no providers, so texts come straight from messages/. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const language =
    typeof window === 'undefined'
      ? 'de'
      : ((window.location.pathname.split('/')[1] ?? 'de') as keyof typeof TEXTS)
  const texts = TEXTS[language] ?? TEXTS.de
  return (
    <html lang={language in TEXTS ? language : 'de'}>
      <body>
        <main className="container page">
          <ErrorView texts={texts} onRetry={reset} />
        </main>
      </body>
    </html>
  )
}

'use client'

/**
 * Last line of defence when even the root layout fails (spec 02 §2): no providers, so the texts come
 * straight from messages/ in the language of the address.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { ERROR_MESSAGES } from '@/messages/errors'
import { ErrorView, errorDetails } from '@/components/errors/ErrorView'
import { useShowsErrorDetails } from '@/components/errors/useErrorDetails'
import { FALLBACK_LANGUAGE, languageOfPath } from '@/components/errors/error-language'
import '@/components/app-shell/globals.css'

const subscribe = () => () => {}

export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const language = useSyncExternalStore(
    subscribe,
    () => languageOfPath(window.location.pathname),
    () => FALLBACK_LANGUAGE,
  )
  const showDetails = useShowsErrorDetails()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang={language}>
      <body>
        <main className="container page">
          <ErrorView
            texts={ERROR_MESSAGES[language].error}
            onRetry={reset}
            details={showDetails ? errorDetails(error) : undefined}
          />
        </main>
      </body>
    </html>
  )
}

'use client'

/** Error page of spec 02 §2 for any error below the root layout. */
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { ErrorView, errorDetails, type ErrorTexts } from '@/components/errors/ErrorView'
import { useShowsErrorDetails } from '@/components/errors/useErrorDetails'

const KEYS = [
  'oops',
  'headline',
  'message',
  'suggestion',
  'home',
  'retry',
  'statusCode',
  'statusMessage',
  'stack',
] as const

export default function ShopError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('errors.error')
  const showDetails = useShowsErrorDetails()
  useEffect(() => {
    console.error(error)
  }, [error])
  const texts = Object.fromEntries(KEYS.map((k) => [k, t(k)])) as unknown as ErrorTexts
  return (
    <main id="main-content" className="container page">
      <ErrorView texts={texts} onRetry={reset} details={showDetails ? errorDetails(error) : undefined} />
    </main>
  )
}

'use client'

import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { ErrorView, errorDetails, type ErrorTexts } from '@/components/errors/ErrorView'

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
  const { deploymentEnv } = useShop()
  useEffect(() => {
    console.error(error)
  }, [error])
  const texts = Object.fromEntries(KEYS.map((k) => [k, t(k)])) as unknown as ErrorTexts
  return (
    <main id="main-content" className="container page">
      <ErrorView
        texts={texts}
        onRetry={reset}
        details={deploymentEnv === 'qa' ? errorDetails(error) : undefined}
      />
    </main>
  )
}

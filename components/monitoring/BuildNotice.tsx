'use client'

/**
 * "A new version is available" (spec 01 §4 build polling, §7 latest-build file): a visible tab asks
 * GET /api/build/latest/ every 5 minutes and when it becomes visible again (hidden tabs never ask); when
 * the id differs from this page's `build-id` meta tag, an unobtrusive status message offers a reload.
 */
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { BUILD_POLL_INTERVAL_MS, isNewBuild, shouldPoll } from '@/lib/monitoring/rules/build-update'
import styles from './BuildNotice.module.css'

async function latestBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/api/build/latest/', { cache: 'no-store', credentials: 'omit' })
    if (!response.ok) return null
    const body = (await response.json()) as { id?: unknown }
    return typeof body.id === 'string' ? body.id : null
  } catch {
    return null
  }
}

export function BuildNotice() {
  const t = useTranslations('common.buildNotice')
  const [state, setState] = useState<'idle' | 'new' | 'dismissed'>('idle')

  useEffect(() => {
    if (state !== 'idle') return
    const pageBuildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? null
    // The page itself is the first answer: no poll at load, the first after an interval or a return.
    let lastPolledAt: number | null = null
    let stopped = false
    const tick = () => {
      const now = Date.now()
      if (!shouldPoll(document.visibilityState, lastPolledAt, now)) return
      lastPolledAt = now
      void latestBuildId().then((id) => {
        if (!stopped && isNewBuild(pageBuildId, id)) setState('new')
      })
    }
    const interval = window.setInterval(tick, BUILD_POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', tick)
    return () => {
      stopped = true
      window.clearInterval(interval)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [state])

  if (state !== 'new') return null
  return (
    <div className={styles.notice} role="status" data-testid="build-notice">
      <p className={styles.text}>{t('message')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
        <button type="button" className={styles.dismiss} onClick={() => setState('dismissed')}>
          {t('dismiss')}
        </button>
      </div>
    </div>
  )
}

'use client'

/**
 * The loading indicator of the root app (spec 02 §2, timings §9). A navigation starts with a click
 * on a same-origin link or a history step, and ends when the rendered pathname or query changes.
 */
import { Suspense, useEffect, useRef, type CSSProperties, type RefObject } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { loadingBarView } from '@/lib/ui/rules/loading-bar-machine'
import { useLoadingBarStore } from '@/lib/ui/client/loading-bar-store'
import { routeKey, startsNavigation } from '@/lib/ui/rules/navigation-click'
import styles from './LoadingBar.module.css'

export function LoadingBar() {
  const t = useTranslations('common')
  const phase = useLoadingBarStore((state) => state.phase)
  const view = loadingBarView(phase)
  const renderedRouteRef = useRef<string | null>(null)
  useNavigationStart(renderedRouteRef)

  const style = {
    '--loading-bar-progress': view.progress,
    '--loading-bar-transition': `${view.transitionMs}ms`,
  } as CSSProperties

  return (
    <div className={styles.track} data-phase={phase} data-visible={view.visible} aria-hidden={!view.visible}>
      <div
        className={styles.bar}
        style={style}
        role="progressbar"
        aria-label={t('loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(view.progress * 100)}
      />
      {/* useSearchParams suspends static rendering up to the nearest boundary: keep it this small. */}
      <Suspense fallback={null}>
        <NavigationEnd renderedRouteRef={renderedRouteRef} />
      </Suspense>
    </div>
  )
}

function useNavigationStart(renderedRouteRef: RefObject<string | null>) {
  useEffect(() => {
    const { start } = useLoadingBarStore.getState()
    // History steps between hash anchors of the same page fire popstate too, yet render nothing new.
    const onPopState = () => {
      if (routeKey(window.location.pathname, window.location.search) !== renderedRouteRef.current) start()
    }
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
      if (startsNavigation(event, link, window.location)) start()
    }
    // Capture phase: Next's <Link> cancels the click's default before it would bubble to us.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
  }, [renderedRouteRef])
}

function NavigationEnd({ renderedRouteRef }: { renderedRouteRef: RefObject<string | null> }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    renderedRouteRef.current = routeKey(pathname, search)
    useLoadingBarStore.getState().done()
  }, [pathname, search, renderedRouteRef])
  return null
}

'use client'

/**
 * The browser parts of `campaign_banner`: the dismissible bar and the once-per-session layer, both
 * remembering in session storage which campaigns the shopper closed.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import { useDialogProps, useDialogStore } from '@/lib/ui/client/dialog-store'

const KEY = 'campaign-dismissed'
const CHANGE = 'campaign-dismissed-change'

/** Dismissed campaigns, for the browser session: a shopper who closed one is not asked again per page. */
function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

function dismiss(id: string) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify([...new Set([...readDismissed(), id])].slice(-50)))
  } catch {
    // Storage full or blocked: the banner still closes for this page view.
  }
  window.dispatchEvent(new CustomEvent(CHANGE, { detail: id }))
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function useDismissed(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readDismissed().includes(id),
    () => false,
  )
}

interface BarProps {
  id: string
  dismissLabel: string
  /** Attributes of the banner's region (class, label, theme, the editor's markers). */
  rootProps: Record<string, string | undefined>
  className?: string
  buttonClassName?: string
  children: ReactNode
}

/** The banner in the page with a close button; once closed it stays closed for the session. */
export function DismissibleCampaignBar({
  id,
  dismissLabel,
  rootProps,
  className,
  buttonClassName,
  children,
}: BarProps) {
  const dismissed = useDismissed(id)
  if (dismissed) return null
  return (
    <section {...rootProps}>
      <div className={className}>
        {children}
        <button
          type="button"
          className={buttonClassName}
          aria-label={dismissLabel}
          onClick={() => dismiss(id)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  )
}

interface LayerProps {
  id: string
  title: string
  children: ReactNode
}

/**
 * The banner as an overlay (campaignBanner dialog kind, spec 02 §2), opened once per session when the
 * page loads and no other campaign layer is showing.
 */
export function CampaignBannerLayer({ id, title, children }: LayerProps) {
  const dismissed = useDismissed(id)
  const props = useDialogProps('campaignBanner')
  useEffect(() => {
    const store = useDialogStore.getState()
    if (!dismissed && !store.isOpen('campaignBanner')) store.open('campaignBanner', { owner: id })
    // Leaving the page (client navigation) takes the layer along instead of leaving it open in the registry.
    return () => {
      const current = useDialogStore.getState()
      const open = current.stack.find((entry) => entry.kind === 'campaignBanner')
      if (open?.props.owner === id) current.close('campaignBanner')
    }
  }, [dismissed, id])
  if (props.owner !== id) return null
  return (
    <Dialog kind="campaignBanner" title={title} onClose={() => dismiss(id)}>
      {children}
    </Dialog>
  )
}

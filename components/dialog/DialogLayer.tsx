'use client'

/**
 * An open dialog: backdrop, panel, focus trap, closing on Escape and on a click outside, scroll lock and
 * swipe to close (spec 02 §2), stacked by the registry's layer order (spec 02 §4).
 */
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { FocusTrap } from 'focus-trap-react'
import { useTranslations } from 'next-intl'
import { DIALOG } from '@/lib/config/constants'
import {
  dialogDefinition,
  useDialogLayer,
  useDialogStore,
  useIsTopDialog,
} from '@/lib/ui/client/dialog-store'
import type { DialogProps } from './dialog-props'
import { useScrollLock } from './useScrollLock'
import { useSwipeToClose } from './useSwipeToClose'
import styles from './Dialog.module.css'

export function DialogLayer({
  kind,
  title,
  children,
  position,
  footer,
  onAccept,
  acceptLabel,
  onClose,
  className,
}: DialogProps) {
  const t = useTranslations('dialogs')
  const definition = dialogDefinition(kind)
  const placement = position ?? definition.position
  const isTop = useIsTopDialog(kind)
  const layer = useDialogLayer(kind)
  const close = useDialogStore((state) => state.close)
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const lastFocused = useRef<HTMLElement | null>(null)
  // The element that had focus when the dialog opened: focus goes back there on close, even if a
  // stacked dialog was opened and closed in between (focus-trap-react would forget it then).
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )

  const dismiss = useCallback(() => {
    onClose?.()
    close(kind)
  }, [close, kind, onClose])

  useScrollLock()
  useSwipeToClose(panelRef, bodyRef, !definition.modal, dismiss)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Several open dialogs each listen: the first topmost one to see the key claims it, so one
      // Escape never closes two layers.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (!useDialogStore.getState().isTop(kind)) return
      event.preventDefault()
      dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [kind, dismiss])

  const layerStyle = {
    zIndex: DIALOG.layerZBase + Math.max(layer, 0),
    '--dialog-max-height': `${DIALOG.maxHeightVh}vh`,
  } as CSSProperties

  return (
    <div
      className={styles.layer}
      data-position={placement}
      data-modal={definition.modal}
      data-top={isTop}
      style={layerStyle}
      // inert also hides the covered layer from assistive technology; aria-hidden on top of it would
      // make Chrome complain while the stacked dialog's opener still holds focus for a moment.
      inert={!isTop}
      // A modal's trap makes the backdrop inert (focus-trap isolateSubtrees), so a click beside the
      // panel lands on the layer itself: that is the click outside of spec 02 §2.
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss()
      }}
    >
      <div className={styles.backdrop} data-testid={`dialog-backdrop-${kind}`} onClick={dismiss} />
      <FocusTrap
        active={isTop}
        focusTrapOptions={{
          escapeDeactivates: false,
          allowOutsideClick: true,
          isolateSubtrees: definition.modal ? 'inert' : false,
          fallbackFocus: () => panelRef.current ?? document.body,
          initialFocus: () => (lastFocused.current?.isConnected ? lastFocused.current : undefined),
          // While a stacked dialog covers this one, the trap pauses without moving focus back.
          setReturnFocus: () => (useDialogStore.getState().isOpen(kind) ? false : (opener ?? false)),
        }}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal={definition.modal ? true : undefined}
          aria-labelledby={titleId}
          tabIndex={-1}
          className={[styles.panel, className].filter(Boolean).join(' ')}
          data-dialog-kind={kind}
          onFocus={(event) => {
            if (event.target instanceof HTMLElement && event.target !== panelRef.current)
              lastFocused.current = event.target
          }}
        >
          {!definition.modal && <div className={styles.handle} aria-hidden="true" />}
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label={t('close')} onClick={dismiss}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div ref={bodyRef} className={styles.body}>
            {children}
          </div>
          {footer ??
            (onAccept && (
              <footer className={styles.footer}>
                <button type="button" className={styles.accept} onClick={onAccept}>
                  {acceptLabel ?? t('accept')}
                </button>
              </footer>
            ))}
        </div>
      </FocusTrap>
    </div>
  )
}

'use client'

/**
 * Filter, sort and facet panels: a plain <details> in the server HTML, so they open without JavaScript;
 * once hydrated, a button that opens the registry's dialog of that kind (spec 02 §2). Following a link
 * inside closes the dialog, since the page it leads to shows the new state.
 */
import { type MouseEvent, type ReactNode } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import {
  useDialogProps,
  useDialogStore,
  useIsDialogOpen,
  type DialogKind,
} from '@/lib/ui/client/dialog-store'
import { useHydrated } from '@/lib/ui/client/use-hydrated'
import styles from './listing.module.css'

interface Props {
  kind: Extract<DialogKind, 'filter' | 'sort' | 'listingFacet'>
  /** Tells apart several disclosures sharing one dialog kind (one listingFacet per inline facet). */
  id: string
  /** The button's content, already translated. */
  label: ReactNode
  /** The dialog's title, already translated. */
  title: string
  className?: string
  children: ReactNode
}

export function DialogDisclosure({ kind, id, label, title, className, children }: Props) {
  const hydrated = useHydrated()
  const open = useDialogStore((state) => state.open)
  const close = useDialogStore((state) => state.close)
  const isOpen = useIsDialogOpen(kind)
  const props = useDialogProps(kind)
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close(kind)
  }

  if (!hydrated) {
    return (
      <details className={[styles.disclosure, className].filter(Boolean).join(' ')} data-disclosure={id}>
        <summary className={styles.disclosureButton}>{label}</summary>
        <div className={styles.disclosurePanel}>{children}</div>
      </details>
    )
  }
  return (
    <div className={[styles.disclosure, className].filter(Boolean).join(' ')} data-disclosure={id}>
      <button
        type="button"
        className={styles.disclosureButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen && props.id === id}
        onClick={() => open(kind, { id })}
      >
        {label}
      </button>
      {isOpen && props.id === id && (
        <Dialog kind={kind} title={title}>
          <div onClick={onClick} className={styles.dialogBody}>
            {children}
          </div>
        </Dialog>
      )}
    </div>
  )
}

'use client'

/**
 * The body of both click and reserve dialogs: load the branches, reserve in one, confirm with its
 * address.
 */
import { useMemo, useRef, useState, useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { fetchStores } from '@/lib/stores/client/api'
import { mergeWanted, sortByAvailability, storeState, type Wanted } from '@/lib/stores/rules/reservation'
import { HELD_UNTIL_FORMAT } from '@/lib/stores/rules/held-until'
import type { ReserveAnswer, ReserveResult } from '@/lib/stores/rules/schemas'
import { ReserveForm } from './ReserveForm'
import type { StoreView } from './StoreChoice'
import styles from './stores.module.css'

interface Props {
  wanted: Wanted
  /** The basket lists only branches that hold every line; the product page shows all, by availability. */
  onlyReservable: boolean
  onClose: () => void
}

export function ReserveFlow({ wanted, onlyReservable, onClose }: Props) {
  const t = useTranslations('stores')
  const locale = useLocale()
  const lines = useMemo(() => mergeWanted(wanted), [wanted])
  const variantIds = lines.map((l) => l.variantId).sort((a, b) => a - b)
  const queryKey = ['stores', locale, variantIds.join(',')]
  const queryClient = useQueryClient()
  const stores = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchStores(locale, variantIds, signal),
  })
  const [done, setDone] = useState<{ result: ReserveAnswer; email: string } | null>(null)

  if (done?.result.type === 'confirm') return <ConfirmPending email={done.email} onClose={onClose} />
  if (done?.result.type === 'success')
    return (
      <ReserveSuccess
        result={done.result}
        email={done.email}
        count={lines.reduce((n, l) => n + l.quantity, 0)}
        onClose={onClose}
      />
    )
  if (stores.isPending) return <p className={styles.muted}>{t('loading')}</p>
  if (stores.isError) {
    return (
      <div role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button button--secondary" onClick={() => void stores.refetch()}>
          {t('retry')}
        </button>
      </div>
    )
  }
  const views: StoreView[] = sortByAvailability(
    stores.data
      .map((store) => ({ ...store, state: storeState(store.stock, lines) }))
      .filter((store) => !onlyReservable || store.state !== 'none'),
    locale,
  )
  const intro = onlyReservable ? t('basketIntro') : t('intro')
  if (views.every((v) => v.state === 'none')) {
    return <p data-testid="reserve-none">{onlyReservable ? t('noStoresForBasket') : t('noStores')}</p>
  }
  return (
    <div className={styles.flow}>
      <p>{intro}</p>
      <ReserveForm
        stores={views}
        wanted={lines}
        onReserved={(result, email) => {
          setDone({ result, email })
          void queryClient.invalidateQueries({ queryKey: ['stores'] })
        }}
        onStale={() => void queryClient.invalidateQueries({ queryKey })}
      />
    </div>
  )
}

function ReserveSuccess({
  result,
  email,
  count,
  onClose,
}: {
  result: ReserveResult
  email: string
  count: number
  onClose: () => void
}) {
  const t = useTranslations('stores.success')
  const format = useFormatter()
  const heading = useFocusedHeading()
  const { name, street, postalCode, city } = result.store
  const heldUntil = format.dateTime(new Date(result.heldUntil), HELD_UNTIL_FORMAT)
  return (
    <div className={styles.flow} data-testid="reserve-success">
      <h3 ref={heading} tabIndex={-1}>
        {t('title')}
      </h3>
      <p>{t('text', { count, store: name, street, postalCode, city })}</p>
      <p data-testid="reserve-held-until">{t('heldUntil', { heldUntil })}</p>
      <p>{t('mail', { email })}</p>
      <button type="button" className="button" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  )
}

/** The form the focus was in is gone: the answer's heading takes it, so screen readers read it out. */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return heading
}

/** Nothing is reserved yet: the address must first confirm with the link just mailed (issue 13 item 4). */
function ConfirmPending({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useTranslations('stores.confirm')
  const heading = useFocusedHeading()
  return (
    <div className={styles.flow} data-testid="reserve-confirm">
      <h3 ref={heading} tabIndex={-1}>
        {t('title')}
      </h3>
      <p>{t('text', { email })}</p>
      <button type="button" className="button" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  )
}

'use client'

/**
 * The branches as one radio group: address, hours and stock state; a branch without enough stock cannot
 * be picked.
 */
import { useTranslations } from 'next-intl'
import type { StockState } from '@/lib/stores/rules/reservation'
import type { StoreWithStock } from '@/lib/stores/rules/schemas'
import styles from './stores.module.css'

export type StoreView = StoreWithStock & { state: StockState }

interface Props {
  name: string
  stores: StoreView[]
  selected: number | null
  onSelect: (storeId: number) => void
  /** Already translated: shown under the list when the shopper submits without a store. */
  error: string | null
}

export function StoreChoice({ name, stores, selected, onSelect, error }: Props) {
  const t = useTranslations('stores')
  return (
    <fieldset className={styles.stores} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="visually-hidden">{t('storesLegend')}</legend>
      {stores.map((store) => (
        <label key={store.id} className={styles.store} data-testid="store-option" data-state={store.state}>
          <input
            type="radio"
            name={name}
            value={store.id}
            checked={selected === store.id}
            disabled={store.state === 'none'}
            onChange={() => onSelect(store.id)}
          />
          <span className={styles.storeText}>
            <strong>{store.name}</strong>
            <span>
              {store.street}, {store.postalCode} {store.city}
            </span>
            <span className={styles.muted}>{t('hours', { hours: store.openingHours })}</span>
            <span className={styles[store.state]}>{t(`states.${store.state}`)}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

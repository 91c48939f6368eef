'use client'

/** One address of the address book as a card: its lines, its default mark and its actions. */
import { useTranslations } from 'next-intl'
import { streetLine, type AddressView } from '@/lib/account/rules/address-fields'
import styles from './AddressBook.module.css'

interface Props {
  address: AddressView
  /** Prefix of the ids the book moves focus to (`${idBase}-edit`). */
  idBase: string
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
}

export function AddressCard({ address, idBase, busy, onEdit, onDelete, onMakeDefault }: Props) {
  const t = useTranslations('account.addresses')
  // Only Herr / Frau read well before a name; "Divers" and "Firma" are left out of the address line.
  const salutation =
    address.gender === 'm' || address.gender === 'f' ? `${t(`form.genders.${address.gender}`)} ` : ''
  const nameId = `${idBase}-name`
  const streetId = `${idBase}-street`
  // Every card has the same three buttons: naming the address tells them apart for screen readers.
  const describedBy = `${nameId} ${streetId}`
  return (
    <li className={styles.card} data-default={address.is_default || undefined}>
      {address.is_default && <p className={styles.badge}>{t(`default.${address.kind}`)}</p>}
      <p className={styles.lines}>
        <span id={nameId} className={styles.name}>
          {salutation}
          {address.first_name} {address.last_name}
        </span>
        {address.company && <span>{address.company}</span>}
        <span id={streetId}>{streetLine(address)}</span>
        {address.address_extra && <span>{address.address_extra}</span>}
        <span>
          {address.postcode} {address.city}
        </span>
        <span>{t(`countries.${address.country}`)}</span>
        {address.phone && <span>{t('phone', { phone: address.phone })}</span>}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          id={`${idBase}-edit`}
          className={styles.action}
          aria-describedby={describedBy}
          disabled={busy}
          onClick={onEdit}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className={styles.action}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          disabled={busy}
          onClick={onDelete}
        >
          {t('delete')}
        </button>
        {!address.is_default && (
          <button
            type="button"
            className={styles.action}
            aria-describedby={describedBy}
            disabled={busy}
            onClick={onMakeDefault}
          >
            {t(`makeDefault.${address.kind}`)}
          </button>
        )}
      </div>
    </li>
  )
}

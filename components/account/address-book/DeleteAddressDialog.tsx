'use client'

/**
 * The confirmation before an address is deleted, in a registry dialog (spec 02 §2: focus trapped while
 * open, Escape and a click outside cancel, focus back to the delete button on cancel).
 */
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { streetLine, type AddressView } from '@/lib/account/rules/address-fields'
import type { DialogKind } from '@/lib/ui/client/dialog-store'
import styles from './AddressBook.module.css'

/**
 * The spec's kind list (spec 02 §2) has no "delete address"; like the content modal block, the
 * confirmation uses its centred modal kind. Only one such dialog is ever open on this screen.
 */
export const DELETE_ADDRESS_DIALOG: DialogKind = 'productPopup'

interface Props {
  address: AddressView | null
  onConfirm: () => Promise<void>
  onCancel: () => void
}

export function DeleteAddressDialog({ address, onConfirm, onCancel }: Props) {
  const t = useTranslations('account.addresses.deleteDialog')
  const countries = useTranslations('account.addresses.countries')
  const [deleting, setDeleting] = useState(false)
  if (!address) return null
  const confirm = async () => {
    setDeleting(true)
    try {
      await onConfirm()
    } finally {
      setDeleting(false)
    }
  }
  const footer = (
    <div className={styles.dialogFooter}>
      <button type="button" className={styles.secondary} onClick={onCancel} disabled={deleting}>
        {t('cancel')}
      </button>
      <button type="button" className={styles.danger} onClick={confirm} disabled={deleting}>
        {deleting ? t('deleting') : t('confirm')}
      </button>
    </div>
  )
  return (
    <Dialog kind={DELETE_ADDRESS_DIALOG} title={t('title')} footer={footer} onClose={onCancel}>
      <p>{t('text')}</p>
      <p className={styles.lines}>
        <span className={styles.name}>
          {address.first_name} {address.last_name}
        </span>
        <span>{streetLine(address)}</span>
        <span>
          {address.postcode} {address.city}, {countries(address.country)}
        </span>
      </p>
      {address.is_default && <p>{t(`defaultNote.${address.kind}`)}</p>}
    </Dialog>
  )
}

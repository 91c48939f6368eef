'use client'

/**
 * The address book's island (issue 10 item 2): billing and shipping addresses with their defaults, and
 * adding, editing, deleting (after a confirmation dialog) and choosing defaults through
 * app/api/user/addresses/. The page renders the first list on the server; every change answers the
 * whole list. What happened is announced in a status region; where focus goes after each step is chosen
 * here, since the button that had it may be gone.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import {
  deleteAddress,
  loadAddresses,
  makeDefaultAddress,
  saveAddress,
  type AddressCallResult,
} from '@/lib/account/client/address-api'
import {
  ADDRESS_KINDS,
  addressFormValues,
  type AddressFields,
  type AddressKind,
  type AddressView,
} from '@/lib/account/rules/address-fields'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { AddressCard } from './AddressCard'
import { AddressForm, type ServerFields } from './AddressForm'
import { DELETE_ADDRESS_DIALOG, DeleteAddressDialog } from './DeleteAddressDialog'
import styles from './AddressBook.module.css'

interface Props {
  initialAddresses: AddressView[]
  /** The countries the market delivers to; the first is the preset of a new address. */
  countries: readonly string[]
  max: number
}

interface Editing {
  address: AddressView | null
  kind: AddressKind
}

type Failure = Extract<AddressCallResult, { ok: false }>

export function AddressBook({ initialAddresses, countries, max }: Props) {
  const t = useTranslations('account.addresses')
  const id = useId()
  const [addresses, setAddresses] = useState(initialAddresses)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [toDelete, setToDelete] = useState<AddressView | null>(null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const openDialog = useDialogStore((state) => state.open)
  const closeDialog = useDialogStore((state) => state.close)
  const focusNext = useRef<string | null>(null)

  const ids = {
    heading: (kind: AddressKind) => `${id}-${kind}`,
    add: (kind: AddressKind) => `${id}-add-${kind}`,
    card: (address: { id: number }) => `${id}-address-${address.id}`,
  }

  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    // A tick later: a closing dialog hands focus back to its opener first, which may be gone.
    setTimeout(() => document.getElementById(target)?.focus(), 0)
  }, [addresses, editing])

  const succeed = (result: { addresses: AddressView[] }, message: string, focus: string) => {
    setAddresses(result.addresses)
    setProblem('')
    setStatus(message)
    focusNext.current = focus
  }

  const fail = async (failure: Failure) => {
    setStatus('')
    if (failure.problem === 'limit') setProblem(t('limitReached', { max }))
    else if (failure.problem === 'logged-out') setProblem(t('problems.loggedOut'))
    else if (failure.problem === 'not-found') {
      // Deleted in another tab: show what is really there.
      setProblem(t('problems.notFound'))
      const fresh = await loadAddresses()
      if (fresh.ok) setAddresses(fresh.addresses)
    } else setProblem(t('problems.failed'))
  }

  const startEditing = (next: Editing) => {
    setStatus('')
    setProblem('')
    setEditing(next)
  }

  const stopEditing = () => {
    if (editing)
      focusNext.current = editing.address ? `${ids.card(editing.address)}-edit` : ids.add(editing.kind)
    setEditing(null)
  }

  const save = async (fields: AddressFields): Promise<ServerFields | null> => {
    const result = await saveAddress(editing?.address?.id ?? null, fields)
    if (result.ok) {
      const saved = result.address ?? editing?.address
      succeed(
        result,
        t(editing?.address ? 'status.updated' : 'status.created'),
        `${ids.card(saved ?? { id: 0 })}-edit`,
      )
      setEditing(null)
      return null
    }
    if (result.problem === 'invalid' && Object.keys(result.fields).length > 0) return result.fields
    if (result.problem === 'not-found') setEditing(null)
    await fail(result)
    return null
  }

  const askDelete = (address: AddressView) => {
    setToDelete(address)
    openDialog(DELETE_ADDRESS_DIALOG)
  }
  const cancelDelete = () => {
    closeDialog(DELETE_ADDRESS_DIALOG)
    setToDelete(null)
  }
  const confirmDelete = async () => {
    if (!toDelete) return
    const result = await deleteAddress(toDelete.id)
    closeDialog(DELETE_ADDRESS_DIALOG)
    setToDelete(null)
    if (result.ok) succeed(result, t('status.deleted'), ids.heading(toDelete.kind))
    else await fail(result)
  }

  const chooseDefault = async (address: AddressView) => {
    setBusy(true)
    try {
      const result = await makeDefaultAddress(address.id)
      if (result.ok) succeed(result, t('status.defaultChanged'), `${ids.card(address)}-edit`)
      else await fail(result)
    } finally {
      setBusy(false)
    }
  }

  const full = addresses.length >= max
  return (
    <div className={styles.book}>
      {/* Present from the start: screen readers announce changes of a live region, not its arrival. */}
      <p role="status" className={status ? styles.success : styles.quiet}>
        {status}
      </p>
      <p role="alert" className={problem ? styles.problem : styles.quiet}>
        {problem}
      </p>
      {editing ? (
        <AddressForm
          mode={editing.address ? 'edit' : 'new'}
          initial={addressFormValues(editing.address, editing.kind, countries[0] ?? '')}
          countries={countries}
          isDefault={editing.address?.is_default ?? false}
          onSave={save}
          onCancel={stopEditing}
        />
      ) : (
        <>
          <p className={styles.count}>
            {full ? t('limitReached', { max }) : t('count', { count: addresses.length, max })}
          </p>
          {ADDRESS_KINDS.map((kind) => {
            const ofKind = addresses.filter((address) => address.kind === kind)
            return (
              <section key={kind} className={styles.kindSection} aria-labelledby={ids.heading(kind)}>
                <h2 id={ids.heading(kind)} tabIndex={-1}>
                  {t(`kinds.${kind}`)}
                </h2>
                {ofKind.length === 0 ? (
                  <p className={styles.empty}>{t(`empty.${kind}`)}</p>
                ) : (
                  <ul className={styles.cards}>
                    {ofKind.map((address) => (
                      <AddressCard
                        key={address.id}
                        address={address}
                        idBase={ids.card(address)}
                        busy={busy}
                        onEdit={() => startEditing({ address, kind })}
                        onDelete={() => askDelete(address)}
                        onMakeDefault={() => void chooseDefault(address)}
                      />
                    ))}
                  </ul>
                )}
                {!full && (
                  <button
                    type="button"
                    id={ids.add(kind)}
                    className={styles.add}
                    onClick={() => startEditing({ address: null, kind })}
                  >
                    {t(`add.${kind}`)}
                  </button>
                )}
              </section>
            )
          })}
        </>
      )}
      <DeleteAddressDialog address={toDelete} onConfirm={confirmDelete} onCancel={cancelDelete} />
    </div>
  )
}

'use client'

/** The dialog section of the UI-kit page: one button per position plus a stacked pair. */
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { DIALOG_KIND_NAMES, useDialogStore, type DialogKind } from '@/lib/ui/client/dialog-store'
import { notify } from '@/lib/ui/client/toast'
import styles from './UiKit.module.css'

type DemoId = 'center' | 'right' | 'left' | 'mobileLeft' | 'nonModal'

/** Real registry kinds whose default placement shows each position (spec 02 §2). */
const DEMOS = [
  { id: 'center', kind: 'productPopup' },
  { id: 'right', kind: 'clickAndReserveFromBasket' },
  { id: 'left', kind: 'mobileNavigation' },
  { id: 'mobileLeft', kind: 'countryPicker' },
  { id: 'nonModal', kind: 'productSeals' },
] as const satisfies readonly { id: DemoId; kind: DialogKind }[]

const STACKED_KIND: DialogKind = 'remindWhenAvailable'

export function UiKitDialogs() {
  const t = useTranslations('uikit.dialogs')
  const open = useDialogStore((state) => state.open)
  const close = useDialogStore((state) => state.close)
  const noteId = useId()

  return (
    <>
      <div className={styles.buttons}>
        {DEMOS.map(({ id, kind }) => (
          <button key={id} type="button" className={styles.button} onClick={() => open(kind)}>
            {t(`open.${id}`)}
          </button>
        ))}
      </div>

      <Dialog
        kind="productPopup"
        title={t('titles.center')}
        onAccept={() => {
          close('productPopup')
          notify('success', t('acceptDone'))
        }}
      >
        <p>{t('bodies.center')}</p>
        <label className={styles.field} htmlFor={noteId}>
          {t('noteLabel')}
          <input id={noteId} type="text" className={styles.input} />
        </label>
        <button type="button" className={styles.button} onClick={() => open(STACKED_KIND)}>
          {t('open.stacked')}
        </button>
      </Dialog>

      <Dialog kind={STACKED_KIND} title={t('titles.stacked')}>
        <p>{t('bodies.stacked')}</p>
      </Dialog>

      <Dialog kind="clickAndReserveFromBasket" title={t('titles.right')}>
        <p>{t('bodies.right')}</p>
        <p>{t('scrollHint')}</p>
        <ol className={styles.kindList}>
          {DIALOG_KIND_NAMES.map((kind) => (
            <li key={kind}>
              <code>{kind}</code>
            </li>
          ))}
        </ol>
      </Dialog>

      <Dialog kind="mobileNavigation" title={t('titles.left')}>
        <p>{t('bodies.left')}</p>
      </Dialog>

      <Dialog kind="countryPicker" title={t('titles.mobileLeft')}>
        <p>{t('bodies.mobileLeft')}</p>
      </Dialog>

      <Dialog kind="productSeals" title={t('titles.nonModal')}>
        <p>{t('bodies.nonModal')}</p>
      </Dialog>
    </>
  )
}

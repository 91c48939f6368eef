'use client'

/**
 * Click and reserve (spec 02 §2 dialog kinds, shop option clickAndReserve of spec 02 §3): the buttons
 * that open the reservation dialog on the product page and in the basket.
 */
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { Dialog } from '@/components/dialog/Dialog'
import { DialogLoading } from '@/components/dialog/DialogLoading'
import type { Wanted } from '@/lib/stores/rules/reservation'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import styles from './stores.module.css'

// The flow (branch search, form and its validation) loads when its dialog opens: most shoppers never
// open it, and it would add its code and zod to every product page's first load.
const ReserveFlow = dynamic(() => import('./ReserveFlow').then((m) => m.ReserveFlow), {
  loading: () => <DialogLoading />,
})

/** On the product page: reserve the chosen variant in a branch, where the market offers it. */
export function ClickAndReserveButton({ variantId }: { variantId: number }) {
  return <ClickAndReserve kind="clickAndReserveOnProductPage" wanted={[{ variantId, quantity: 1 }]} />
}

/** In the basket: reserve the whole basket in a branch that holds every line, where the market offers it. */
export function ReserveBasketButton({ lines }: { lines: Wanted }) {
  return <ClickAndReserve kind="clickAndReserveFromBasket" wanted={lines} />
}

type Kind = 'clickAndReserveOnProductPage' | 'clickAndReserveFromBasket'

function ClickAndReserve({ kind, wanted }: { kind: Kind; wanted: Wanted }) {
  const t = useTranslations('stores')
  const shop = useShop()
  const open = useDialogStore((s) => s.open)
  const close = useDialogStore((s) => s.close)
  if (!shop.options.clickAndReserve || wanted.length === 0) return null
  const product = kind === 'clickAndReserveOnProductPage'
  return (
    <>
      <button
        type="button"
        className={`button button--secondary ${styles.trigger}`}
        aria-haspopup="dialog"
        data-testid={product ? 'click-and-reserve' : 'reserve-basket'}
        onClick={() => open(kind)}
      >
        {product ? t('productButton') : t('basketButton')}
      </button>
      <Dialog kind={kind} title={product ? t('productTitle') : t('basketTitle')}>
        <ReserveFlow wanted={wanted} onlyReservable={!product} onClose={() => close(kind)} />
      </Dialog>
    </>
  )
}

/** An order screen of spec 01 §2 (list, detail, complaint): its heading, the way back, and its content. */
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { Screen, type ScreenKey } from '@/components/layout/Screen'
import type { Language } from '@/lib/config'
import { Link } from '@/lib/i18n/navigation'
import styles from './orders.module.css'

type Back = { to: 'account' } | { to: 'orders' } | { to: 'order'; orderNumber: string }

export async function OrderScreen({
  language,
  screen,
  values,
  back,
  children,
}: {
  language: Language
  screen: Extract<ScreenKey, 'orders' | 'order' | 'complaint'>
  values?: Record<string, string>
  back: Back
  children: ReactNode
}) {
  const t = await getTranslations({ locale: language, namespace: 'checkout.orders' })
  const [href, label] =
    back.to === 'account'
      ? (['/account', t('list.backToAccount')] as const)
      : back.to === 'orders'
        ? (['/account/orders', t('detail.back')] as const)
        : ([
            { pathname: '/account/orders/[orderNumber]', params: { orderNumber: back.orderNumber } },
            t('complaint.backToOrder', { orderNumber: back.orderNumber }),
          ] as const)
  return (
    <Screen language={language} screen={screen} values={values}>
      <Link href={href} className={styles.back}>
        <span aria-hidden="true">← </span>
        {label}
      </Link>
      {children}
    </Screen>
  )
}

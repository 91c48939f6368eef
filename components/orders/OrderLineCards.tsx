'use client'

/**
 * The order's lines as basket line cards in the order-detail form (spec 02 §2): the quantity as an
 * amount, no stepper, no remove; prices as paid (lib/orders/rules/order-line-view.ts).
 */
import { BasketLineCard } from '@/components/basket/BasketLineCard'
import { useShop } from '@/components/app-shell/ShopContext'
import { orderLineView } from '@/lib/orders/rules/order-line-view'
import type { OrderLineView } from '@/lib/orders/rules/order-view'
import styles from './orders.module.css'

export interface OrderLineEntry {
  line: OrderLineView
  lineId: number
  productId: number
}

export function OrderLineCards({ lines, currency }: { lines: OrderLineEntry[]; currency: 'EUR' | 'CHF' }) {
  const shop = useShop()
  return (
    <ul className={styles.lines} data-testid="order-lines">
      {lines.map(({ line, lineId, productId }) => (
        <li key={lineId}>
          <BasketLineCard
            mode="order"
            line={orderLineView(line, { lineId, productId, locale: shop.formattingLocale, currency })}
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * An order's key facts as its card in the list and its detail both show them: date, state (a badge
 * coloured by the state), pieces and, in the list, the total. The callers give the texts, since the list
 * renders on the server with its own translator.
 */
import type { OrderState } from '@/lib/orders/rules/state-machine'
import styles from './orders.module.css'

interface Fact {
  label: string
  value: string
}

interface Props {
  date: Fact
  state: Fact & { code: OrderState }
  items: Fact
  total?: Fact
}

export function OrderKeyFacts({ date, state, items, total }: Props) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{date.label}</dt>
        <dd>{date.value}</dd>
      </div>
      <div>
        <dt>{state.label}</dt>
        <dd>
          <span className={styles.state} data-state={state.code} data-testid="order-state">
            {state.value}
          </span>
        </dd>
      </div>
      <div>
        <dt>{items.label}</dt>
        <dd>{items.value}</dd>
      </div>
      {total && (
        <div>
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      )}
    </dl>
  )
}

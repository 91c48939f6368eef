/** The checkout's screen across the page's width, out of the checkout layout's narrow column (≥ 1024 px). */
import type { ReactNode } from 'react'
import styles from './checkout.module.css'

export function WideScreen({ children }: { children: ReactNode }) {
  return <div className={styles.wide}>{children}</div>
}

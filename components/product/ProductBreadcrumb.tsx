/**
 * The breadcrumb above the product: every step a link that answers, the product itself the current
 * page.
 */
import type { Crumb } from '@/lib/catalog/rules/view/product-breadcrumb'
import styles from './product.module.css'

export function ProductBreadcrumb({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  const current = crumbs[crumbs.length - 1]
  return (
    <nav aria-label={label} className={styles.breadcrumb} data-testid="breadcrumb">
      <ol>
        {crumbs.slice(0, -1).map((c, i) => (
          <li key={`${i}-${c.name}`}>{c.href ? <a href={c.href}>{c.name}</a> : <span>{c.name}</span>}</li>
        ))}
        {current && <li aria-current="page">{current.name}</li>}
      </ol>
    </nav>
  )
}

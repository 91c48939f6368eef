/** Brand and, where the product has one, its sub-brand (spec 01 §3 attributes.subbrand) above the name. */
import styles from './product.module.css'
import detail from './detail.module.css'

export function ProductBrand({ brand, subbrand }: { brand: string; subbrand?: string | null }) {
  return (
    <p className={styles.brand} data-testid="brand">
      {brand}
      {subbrand && (
        <span className={detail.subbrand}>
          {' · '}
          <span data-testid="subbrand">{subbrand}</span>
        </span>
      )}
    </p>
  )
}

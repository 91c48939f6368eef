'use client'

import { useEffect, useId, type ReactNode } from 'react'
import { usePanelsStore, type ProductPanel } from '@/lib/ui/product-panels'
import styles from './product.module.css'

export interface PanelContent {
  id: ProductPanel
  title: string
  content: ReactNode
}

/** The product page's panels: each opens and closes on its own; a new product starts them afresh. */
export function ProductPanels({ productId, panels }: { productId: number; panels: PanelContent[] }) {
  const baseId = useId()
  const { open, productId: current, setProduct, toggle } = usePanelsStore()
  useEffect(() => setProduct(productId, ['description']), [productId, setProduct])
  // Until the store has taken this product, show the first panel open as the server did.
  const isOpen = (id: ProductPanel) => (current === productId ? !!open[id] : id === 'description')
  return (
    <div className={styles.panels}>
      {panels.map((panel) => {
        const expanded = isOpen(panel.id)
        const regionId = `${baseId}-${panel.id}`
        return (
          <section key={panel.id} className={styles.panel} data-panel={panel.id}>
            <h2 className={styles.panelHeading}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={regionId}
                onClick={() => toggle(panel.id)}
              >
                {panel.title}
                <span aria-hidden="true" className={styles.panelIcon}>
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h2>
            <div
              id={regionId}
              role="region"
              aria-label={panel.title}
              hidden={!expanded}
              className={styles.panelBody}
            >
              {panel.content}
            </div>
          </section>
        )
      })}
    </div>
  )
}

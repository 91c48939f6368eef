'use client'

/**
 * The product page's panels (spec 01 §4): each opens and closes on its own; a new product starts them
 * afresh. Remind-when-available joins them while the current variant (query `variant`, spec 01 §4)
 * is one that cannot be bought now.
 */
import { Suspense, useEffect, useId, type ReactNode } from 'react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { currentVariant } from '@/lib/catalog/rules/current-variant'
import { remindWhenAvailableApplies } from '@/lib/catalog/rules/availability'
import type { Bvc } from '@/lib/catalog/rules/types'
import { usePanelsStore, type ProductPanel } from '@/lib/ui/client/product-panels'
import { RemindWhenAvailable } from './RemindWhenAvailable'
import styles from './product.module.css'

export interface PanelContent {
  id: ProductPanel
  title: string
  content: ReactNode
}

/** What the remind-when-available panel needs to know of each variant, to follow the current one. */
export interface RemindVariant {
  id: number
  referenceKey: string
  label: string
  bvc: Bvc
  cents: number
}

interface Props {
  productId: number
  panels: PanelContent[]
  /** Every variant, when some cannot be bought now (BVC 3 or 4); otherwise the panel never shows. */
  remindVariants?: RemindVariant[]
}

export function ProductPanels(props: Props) {
  if (!props.remindVariants?.length) return <PanelList {...props} remind={null} />
  return (
    <Suspense fallback={<PanelsForQuery {...props} query={null} />}>
      <PanelsWithQuery {...props} />
    </Suspense>
  )
}

function PanelsWithQuery(props: Props) {
  return <PanelsForQuery {...props} query={useSearchParams().get('variant')} />
}

function PanelsForQuery({ query, ...props }: Props & { query: string | null }) {
  const current = currentVariant(
    (props.remindVariants ?? []).map((v) => ({
      ...v,
      availability: { BVC: v.bvc },
      price: { withTax: v.cents },
    })),
    query,
  )
  return <PanelList {...props} remind={current && remindWhenAvailableApplies(current.bvc) ? current : null} />
}

function PanelList({ productId, panels, remind }: Props & { remind: RemindVariant | null }) {
  const t = useTranslations('product.panels')
  const baseId = useId()
  const { open, productId: current, setProduct, toggle } = usePanelsStore()
  useEffect(() => setProduct(productId, ['description']), [productId, setProduct])
  // Until the store has taken this product, show the first panel open as the server did.
  const isOpen = (id: ProductPanel) => (current === productId ? !!open[id] : id === 'description')
  const all: PanelContent[] = remind
    ? [
        ...panels,
        {
          id: 'remindWhenAvailable',
          title: t('remindWhenAvailable'),
          content: (
            <RemindWhenAvailable
              productId={productId}
              variant={remind.referenceKey}
              variantLabel={remind.label}
              soldOut={remind.bvc === 4}
            />
          ),
        },
      ]
    : panels
  return (
    <div className={styles.panels} data-testid="product-panels">
      {all.map((panel) => {
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

// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'

const source = readFileSync(join(process.cwd(), 'public/scripts/econda.js'), 'utf8')
type Econda = {
  counts: () => {
    view: Record<string, number>
    cart: Record<string, number>
    buy: Record<string, number>
    events: number
  }
}
const econda = () => (window as unknown as { econda: Econda }).econda

// Spec 02 §7: the analytics script /scripts/econda.js reads the data layer; ours counts the item ids of
// view_item, add_to_cart and purchase in the browser (the embedded engine has no behaviour endpoint).
describe('/scripts/econda.js', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    delete (window as { econda?: unknown }).econda
    window.dataLayer = [
      { ecommerce: null },
      { event: 'frontend_view_item', ecommerce: { items: [{ item_id: 'R1' }] } },
      { event: 'frontend_view_cart', ecommerce: { items: [{ item_id: 'R9' }] } },
    ]
  })

  it('reads earlier and later pushes, GA4 and flat, and keeps the counts for the session', () => {
    new Function(source)()
    window.dataLayer?.push({
      event: 'frontend_add_to_cart',
      ecommerce: { items: [{ item_id: 'R1', quantity: 2 }] },
    })
    window.dataLayer?.push({ event: 'frontend_purchase', items: [{ item_id: 'R1' }, { item_id: 'R2' }] })
    expect(econda().counts()).toEqual({ view: { R1: 1 }, cart: { R1: 2 }, buy: { R1: 1, R2: 1 }, events: 3 })
    expect(JSON.parse(window.sessionStorage.getItem('econda-events') ?? '{}').events).toBe(3)
    expect(window.dataLayer).toHaveLength(5)
  })
})

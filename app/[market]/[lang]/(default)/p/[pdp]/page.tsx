/**
 * Product detail page (spec 01 §2 /de/p/{pdp}/) with the default variant (spec 01 §4); `?variant=` of a
 * known variant is rewritten to ./[variant]/ by the proxy. Rendering is shared in ./product-route.tsx.
 */
import type { Metadata } from 'next'
import { ProductRoute, productMetadata, type ProductParams } from './product-route'

// Product pages are shared by every shopper: rendered on first request, cached, revalidated by tag.
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: { params: ProductParams }): Promise<Metadata> {
  return productMetadata(params)
}

export default function ProductPage({ params }: { params: ProductParams }) {
  return <ProductRoute params={params} />
}

/**
 * Product detail page opened with `?variant=` (spec 01 §2: the product page selects its variant by that
 * parameter). The proxy rewrites only keys the product has, normalised to the variant's reference key
 * (lib/routing/rules/decide.ts), so the server HTML shows that variant and each is one shared cache
 * entry; the shopper's address and the canonical one stay the product's.
 */
import type { Metadata } from 'next'
import { contentPathOf } from '@/lib/routing/server/page-params'
import { ProductRoute, productMetadata, type ProductParams } from '../product-route'

type Params = ProductParams extends Promise<infer P> ? Promise<P & { variant: string }> : never

// Shared like the product page: rendered on first request, cached, revalidated by tag.
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return productMetadata(params)
}

export default async function ProductVariantPage({ params }: { params: Params }) {
  const { variant } = await params
  // Next may hand the segment over still encoded; the reference key is compared as written.
  return <ProductRoute params={params} variant={contentPathOf([variant])} />
}

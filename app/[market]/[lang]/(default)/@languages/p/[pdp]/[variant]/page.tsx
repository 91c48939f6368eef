/** The header's language switch on a product page opened with `?variant=`: the variant goes along. */
import { ProductLanguageSwitch } from '@/components/layout/language-switch-slot'

type Params = Promise<{ market: string; lang: string; pdp: string; variant: string }>

// As the variant page beside it: rendered on first request, cached, revalidated.
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export default function ProductVariantLanguages({ params }: { params: Params }) {
  return <ProductLanguageSwitch params={params} />
}

/** The header's language switch on a product page: the product under its own slug in each language. */
import { ProductLanguageSwitch } from '@/components/layout/language-switch-slot'

type Params = Promise<{ market: string; lang: string; pdp: string }>

// As the product page beside it: rendered on first request, cached, revalidated.
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

export default function ProductLanguages({ params }: { params: Params }) {
  return <ProductLanguageSwitch params={params} />
}

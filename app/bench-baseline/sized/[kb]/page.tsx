// The bare bench page padded to a shop page's size (issue 15 item 5): same bare layout, no client code, so
// `npm run bench` can compare a cached shop page with a bare page of the same bytes. The bench picks the
// padding from the product page's HTML size in the same run; each size is rendered once, then cached.
// Plain literals are fine here: it is a bench fixture, not shop UI.
import { notFound } from 'next/navigation'
import { parsePaddingKb } from '@/lib/bench/rules/padding'
import { PaddedBaseline } from '@/components/bench/PaddedBaseline'

export const dynamic = 'force-static'
export const dynamicParams = true

// No size is known at build time: the first request of a size renders it, later ones read the cache.
export function generateStaticParams(): { kb: string }[] {
  return []
}

export default async function BenchSizedBaselinePage({ params }: { params: Promise<{ kb: string }> }) {
  const kb = parsePaddingKb((await params).kb)
  if (kb === null) notFound()
  return <PaddedBaseline kb={kb} />
}

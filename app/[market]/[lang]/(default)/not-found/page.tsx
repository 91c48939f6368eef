import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { pageContext, type MarketLangParams } from '@/lib/routing/page-params'
import { notFoundMetadata } from '@/components/errors/NotFoundView'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return notFoundMetadata(language)
}

/** Where the proxy sends routes of a language the market does not serve (spec 01 §2: not found). */
export default function UnsupportedLanguagePage() {
  notFound()
}

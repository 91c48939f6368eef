/** The header's language switch on a documentation story: its translated slugs (spec 01 §2). */
import { ContentLanguageSwitch } from '@/components/layout/language-switch-slot'

type Params = Promise<{ market: string; lang: string; slug: string[] }>

// As the documentation page beside it: rendered on first request, cached, refreshed within 5 minutes.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

export default function DocumentationLanguages({ params }: { params: Params }) {
  return <ContentLanguageSwitch params={params} route="documentation" folder="documentation" />
}

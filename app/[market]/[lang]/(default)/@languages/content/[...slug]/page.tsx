/** The header's language switch on a content page: the story's translated slugs (spec 01 §2). */
import { ContentLanguageSwitch } from '@/components/layout/language-switch-slot'

type Params = Promise<{ market: string; lang: string; slug: string[] }>

// As the content page beside it: rendered on first request, cached, refreshed within 5 minutes or by tag.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

export default function ContentLanguages({ params }: { params: Params }) {
  return <ContentLanguageSwitch params={params} route="content" />
}

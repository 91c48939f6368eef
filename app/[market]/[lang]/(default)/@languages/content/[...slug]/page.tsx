import { ContentLanguageSwitch } from '@/components/layout/language-switch-slot'

type Params = Promise<{ market: string; lang: string; slug: string[] }>

// As the content page beside it: rendered on first request, cached, refreshed within 5 minutes or by tag.
export const revalidate = 300
export function generateStaticParams() {
  return []
}

/** A content page's language switch: the story's translated slugs (issue 3 item 8). */
export default function ContentLanguages({ params }: { params: Params }) {
  return <ContentLanguageSwitch params={params} />
}

/**
 * The `@languages` slot of the default and documentation layouts: the header's language switch, which
 * on a content page needs the page's story (its translated slugs) and so is rendered per page.
 */
import { loadPageStory } from '@/lib/content/server/page-story'
import { contentLanguageTargets, slugKey } from '@/lib/content/rules/navigation-language'
import { pageContext } from '@/lib/routing/server/page-params'
import { LanguageSwitcher } from './LanguageSwitcher'

type Params = Promise<{ market: string; lang: string }>
type SlugParams = Promise<{ market: string; lang: string; slug: string[] }>

export async function ScreenLanguageSwitch({ params }: { params: Params }) {
  const { market } = await pageContext(params)
  if (market.languages.length < 2) return null
  return <LanguageSwitcher languages={market.languages} />
}

/** The switch of a content page: each language leads to the story's own path in it (spec 01 §2). */
export async function ContentLanguageSwitch({ params, folder }: { params: SlugParams; folder?: string }) {
  const [{ market, language }, { slug }] = await Promise.all([pageContext(params), params])
  if (market.languages.length < 2) return null
  const path = [folder, slugKey(slug)].filter(Boolean).join('/')
  let targets: Record<string, string> | undefined
  try {
    const story = await loadPageStory(path, language, { market })
    if (story) targets = contentLanguageTargets(story, market.languages)
  } catch (error) {
    // The page itself reports the content service's failure; the switch falls back to the screen rule.
    console.warn(`[content] language switch of /${language}/${path}/ without translated slugs`, error)
  }
  return (
    <LanguageSwitcher
      languages={market.languages}
      content={targets ? { slug: slugKey(slug), targets } : undefined}
    />
  )
}

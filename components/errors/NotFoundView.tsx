/** The 404 view (spec 01 §8) for pages, and the metadata of a not-found answer: its title, never indexed. */
import { getTranslations } from 'next-intl/server'
import { LANGUAGES, type Language } from '@/lib/config'

export { NotFoundView } from './NotFoundContent'

/** Metadata of a not-found answer: the spec's title, never indexed. */
export async function notFoundMetadata(language: Language) {
  const t = await getTranslations({ locale: language, namespace: 'errors.notFound' })
  return { title: { absolute: t('title') }, robots: { index: false, follow: true } }
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/**
 * The same metadata for a not-found.tsx boundary. A cached 404 regenerated in the background renders
 * with its status already 404, and Next then takes the metadata from the boundaries, not the page: without
 * this, it titled such a 404 with the shop's name.
 */
export async function generateNotFoundMetadata({ params }: { params: Promise<{ lang?: string }> }) {
  const { lang } = await params
  return notFoundMetadata(isLanguage(lang) ? lang : LANGUAGES[0])
}

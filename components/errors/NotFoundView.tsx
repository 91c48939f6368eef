/** The 404 view (spec 01 §8) for pages, and the metadata of a not-found answer: its title, never indexed. */
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'

export { NotFoundView } from './NotFoundContent'

/** Metadata of a not-found answer: the spec's title, never indexed. */
export async function notFoundMetadata(language: Language) {
  const t = await getTranslations({ locale: language, namespace: 'errors.notFound' })
  return { title: { absolute: t('title') }, robots: { index: false, follow: true } }
}

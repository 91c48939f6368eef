import { getLocale } from 'next-intl/server'
import { routing } from '@/lib/i18n/routing'
import { hasLocale } from 'next-intl'
import { NotFoundView } from './NotFoundView'

/** The 404 of a layout group; static, so it can travel with every prerendered page of the group. */
export async function NotFoundBoundary() {
  const locale = await getLocale()
  return <NotFoundView language={hasLocale(routing.locales, locale) ? locale : routing.defaultLocale} />
}

/**
 * A screen of spec 01 §2 whose feature is not built yet: its heading, its checks, and an honest notice.
 * The account screens, the checkout and the thank-you page are such pages.
 */
import type { Metadata } from 'next'
import { requireCheckoutLogin, requireLogin } from '@/lib/auth/server/guards'
import type { InternalPathname } from '@/lib/i18n/pathnames'
import { pageContext } from '@/lib/routing/server/page-params'
import { Screen, screenTitle, type ScreenKey } from './Screen'

type Params = Promise<{ market: string; lang: string } & Record<string, string>>

interface ScreenPageOptions {
  /** login: the account login check; checkout: the checkout login check (spec 01 §6). */
  guard?: 'login' | 'checkout'
  /** Internal pathname, needed by the login check to build the way back. */
  pathname?: InternalPathname
  /** Route parameter shown in the heading (e.g. the order number). */
  param?: string
  indexable?: boolean
}

export function screenPage(screen: ScreenKey, options: ScreenPageOptions = {}) {
  async function resolve(params: Params) {
    const [{ language }, raw] = await Promise.all([pageContext(params), params])
    const values = options.param ? { [options.param]: raw[options.param] ?? '' } : undefined
    return { language, values }
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { language, values } = await resolve(params)
    return {
      title: await screenTitle(language, screen, values),
      robots: options.indexable ? undefined : { index: false },
    }
  }

  async function Page({ params }: { params: Params }) {
    const { language, values } = await resolve(params)
    if (options.guard === 'login' && options.pathname) {
      await requireLogin(
        language,
        (values ? { pathname: options.pathname, params: values } : options.pathname) as never,
      )
    }
    if (options.guard === 'checkout') await requireCheckoutLogin(language)
    return <Screen language={language} screen={screen} values={values} />
  }

  return { generateMetadata, Page }
}

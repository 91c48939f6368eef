/** next-intl navigation by internal pathname (links, redirects, paths); Link adds the trailing slash. */
import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { useLocale } from 'next-intl'
import { createNavigation } from 'next-intl/navigation'
import { routing } from './routing'
import { withTrailingSlash } from './trailing-slash'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

type LinkProps = Omit<ComponentProps<typeof navigation.Link>, 'href'> & {
  href: Parameters<typeof getPathname>[0]['href']
}

/** A link to a screen in the current (or the given) language, by its internal pathname. */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale()
  const target = withTrailingSlash(getPathname({ href, locale: locale ?? current }))
  return <NextLink href={target} {...(rest as Omit<ComponentProps<typeof NextLink>, 'href'>)} />
}

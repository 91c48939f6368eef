/**
 * A link of the content navigation: shop pages navigate on the client, other addresses are plain
 * anchors.
 */
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import type { NavLink } from '@/lib/content/rules/navigation'

interface Props {
  link: Pick<NavLink, 'href' | 'external' | 'target'>
  className?: string
  /**
   * Off for the footer's and banners' many links: each prefetch renders its page on the server, and
   * these are rarely followed, so they load on click instead.
   */
  prefetch?: boolean
  children: ReactNode
}

export function NavLinkAnchor({ link, className, prefetch, children }: Props) {
  const blank = link.target === '_blank'
  const attributes = {
    ...(link.target ? { target: link.target } : {}),
    // A new tab or another site never gets a handle on the shop's window.
    ...(blank || link.external ? { rel: 'noopener noreferrer' } : {}),
  }
  if (link.external)
    return (
      <a href={link.href} className={className} {...attributes}>
        {children}
      </a>
    )
  return (
    <NextLink
      href={link.href}
      className={className}
      prefetch={prefetch === false ? false : undefined}
      {...attributes}
    >
      {children}
    </NextLink>
  )
}

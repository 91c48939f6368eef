/**
 * A content link through the safe-link rules (lib/content/rules/links.ts): shop pages navigate on the
 * client, other addresses are plain anchors.
 */
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import type { Language } from '@/lib/config/markets'
import { resolveLink, type ResolvedLink } from '@/lib/content/rules/links'

export interface ContentLinkProps {
  /** A multilink field value as the content delivers it; anything unsafe or unknown renders no link. */
  link: unknown
  language: Language
  children: ReactNode
  className?: string
  /** Rendered instead of the link when the field holds no usable link; nothing by default. */
  fallback?: ReactNode
  'aria-label'?: string
  'aria-describedby'?: string
  /** The page's own shopper path: a link to it is marked as the current page. */
  currentPath?: string
}

const comparable = (path: string) => {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  try {
    return decodeURI(bare).replace(/\/+$/, '').toLowerCase()
  } catch {
    return bare.replace(/\/+$/, '').toLowerCase()
  }
}

/** Whether a link leads to the page it is on (trailing slash, case and escapes aside). */
export const isCurrentPage = (href: string, path: string | undefined) =>
  path !== undefined && !href.includes('#') && comparable(href) === comparable(path)

/** Target and rel of a resolved link: a new tab never gets a handle on the shop's window. */
export function linkAttributes(link: ResolvedLink): { target?: string; rel?: string } {
  const blank = link.target === '_blank'
  return {
    ...(link.target ? { target: link.target } : {}),
    ...(blank || link.external ? { rel: 'noopener noreferrer' } : {}),
  }
}

export function ContentLink(props: ContentLinkProps) {
  const { link, language, children, className, fallback = null, currentPath, ...aria } = props
  const resolved = resolveLink(link, language)
  if (!resolved) return <>{fallback}</>
  const attributes = {
    ...linkAttributes(resolved),
    ...(!resolved.external && isCurrentPage(resolved.href, currentPath)
      ? { 'aria-current': 'page' as const }
      : {}),
  }
  if (resolved.external) {
    return (
      <a href={resolved.href} className={className} {...attributes} {...aria}>
        {children}
      </a>
    )
  }
  return (
    <NextLink href={resolved.href} className={className} {...attributes} {...aria}>
      {children}
    </NextLink>
  )
}

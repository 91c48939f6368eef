/**
 * Whether a click on a link starts a client navigation the loading bar should follow. Links that
 * open elsewhere, downloads, modified clicks and jumps within the page are not navigations of this tab.
 */
export interface LinkClick {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

export interface LinkTarget {
  /** Resolved absolute address (HTMLAnchorElement.href). */
  href: string
  target: string
  download: boolean
}

export interface CurrentLocation {
  origin: string
  pathname: string
  search: string
}

export function startsNavigation(click: LinkClick, link: LinkTarget, current: CurrentLocation): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if (link.download || (link.target !== '' && link.target !== '_self')) return false
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return false
  }
  if (url.origin !== current.origin) return false
  return url.pathname !== current.pathname || url.search !== current.search
}

/**
 * One spelling for "the same route": the router reports decoded paths and re-serialised queries,
 * the location object encoded ones (/fr/esp%C3%A8ces/ vs /fr/espèces/).
 */
export function routeKey(pathname: string, search: string): string {
  let path = pathname
  try {
    path = decodeURI(pathname)
  } catch {
    // A malformed escape cannot be decoded; the raw form still compares equal to itself.
  }
  const query = new URLSearchParams(search).toString()
  return query ? `${path}?${query}` : path
}

/**
 * next-intl renders a language's home as `/de`; every shop path ends in a slash (spec 01 §2), so the
 * home link is `/de/` and no click costs a redirect.
 */
export function withTrailingSlash(path: string): string {
  return path.replace(/^(\/[a-z]{2})(?=$|[?#])/, '$1/')
}

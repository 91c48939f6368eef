import 'client-only'
/** Remembers whether the visitor's basket has lines, for the basket page's placeholder (../rules/loading-hint.ts). */
import { BASKET_LINES_KEY } from '../rules/lines-key'

export function rememberBasketLines(lines: number): void {
  try {
    window.localStorage.setItem(BASKET_LINES_KEY, String(lines))
  } catch {
    // Storage refused (private mode, quota): the placeholder falls back to the empty basket's size.
  }
}

/**
 * Which placeholder the basket page shows while the visitor's basket loads: one in the size of a
 * filled basket (two lines and the summary) or one in the size of the empty basket's notice, so that
 * nothing below moves when the basket arrives (WCAG 2.2 and Core Web Vitals' layout shift). The page
 * is shared and cached, so the choice is made in the browser before it paints, from what this device
 * last saw: the header's counter remembers whether the basket had lines. A device that never saw a
 * basket is a first visit: empty.
 */
import { BASKET_LINES_KEY } from './lines-key'

export { BASKET_LINES_KEY }

/** On the root element while the basket page loads: `filled` or `empty`. */
export const BASKET_HINT_ATTRIBUTE = 'data-basket-hint'

export type BasketHint = 'filled' | 'empty'

/** The placeholder for what was stored under BASKET_LINES_KEY (null: nothing stored). */
export function basketHint(stored: string | null): BasketHint {
  return Number(stored) > 0 ? 'filled' : 'empty'
}

/** The basket page's inline script: sets the hint before the first paint; any failure leaves `empty`. */
export function basketHintScript(): string {
  return [
    '(function(){try{',
    `var n=Number(localStorage.getItem(${JSON.stringify(BASKET_LINES_KEY)}));`,
    `document.documentElement.setAttribute(${JSON.stringify(BASKET_HINT_ATTRIBUTE)},n>0?'filled':'empty')`,
    '}catch(e){}})()',
  ].join('')
}

import 'server-only'

/**
 * The text of a basket answer, exactly JSON.stringify(answer). Line views are kept per row object
 * (lib/basket/rules/view basketItemView), so their JSON can be kept with them: an add to a long basket
 * serialises the one line it changed and reuses the text of the others, instead of writing ~100 kB anew
 * for every click. The rest of the answer is serialised as it is, whatever its fields and their order.
 */
import type { BasketAnswer, BasketItem } from '../rules/types'

const itemTexts = new WeakMap<BasketItem, string>()

function itemText(item: BasketItem): string {
  let text = itemTexts.get(item)
  if (text === undefined) {
    text = JSON.stringify(item)
    itemTexts.set(item, text)
  }
  return text
}

// Stands in for the lines while the rest is serialised. Its text holds escaped control characters, so
// it can only appear where a value is this very string: should the answer carry one, the place of the
// lines is not certain and the answer is serialised whole.
const LINES_MARK = '\u0000basket items\u0000'
const LINES_MARK_TEXT = JSON.stringify(LINES_MARK)

export function basketAnswerJson(answer: BasketAnswer): string {
  const { items } = answer.basket
  const shell = JSON.stringify(answer, (_key, value: unknown) => (value === items ? LINES_MARK : value))
  const at = shell.indexOf(LINES_MARK_TEXT)
  if (at < 0 || shell.includes(LINES_MARK_TEXT, at + 1)) return JSON.stringify(answer)
  return `${shell.slice(0, at)}[${items.map(itemText).join(',')}]${shell.slice(at + LINES_MARK_TEXT.length)}`
}

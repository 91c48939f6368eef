import 'server-only'
import type { BasketAnswer, BasketItem } from '../rules/types'

/**
 * The text of a basket answer. Line views are kept per row object (lib/basket/view basketItemView), so
 * their JSON can be kept with them: an add to a long basket serialises the one line it changed and
 * reuses the text of the others, instead of writing ~100 kB anew for every click.
 */
const itemTexts = new WeakMap<BasketItem, string>()

function itemText(item: BasketItem): string {
  let text = itemTexts.get(item)
  if (text === undefined) {
    text = JSON.stringify(item)
    itemTexts.set(item, text)
  }
  return text
}

const ITEMS_LAST = '"items":[]}}'

/** JSON.stringify(answer), but with the lines last in the basket and their text reused. */
export function basketAnswerJson(answer: BasketAnswer): string {
  const { items, ...basket } = answer.basket
  // The basket is the answer's last field and items its last: the text ends in their empty list.
  const shell = JSON.stringify({ ...answer, basket: { ...basket, items: [] } })
  if (!shell.endsWith(ITEMS_LAST)) throw new Error('basket answer: unexpected field order')
  return `${shell.slice(0, -ITEMS_LAST.length)}"items":[${items.map(itemText).join(',')}]}}`
}

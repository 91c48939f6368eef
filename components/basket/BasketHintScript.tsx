/**
 * The basket page's inline script: picks the loading placeholder's size before the first paint
 * (lib/basket/rules/loading-hint.ts). Server only: a few bytes, no bundle.
 */
import { basketHintScript } from '@/lib/basket/rules/loading-hint'

const SCRIPT = basketHintScript()

export function BasketHintScript() {
  return <script id="basket-loading-hint" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}

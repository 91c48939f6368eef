/**
 * Spec 02 §2 / §4: the first-position card's hint bounce shows only when the consent banner is not
 * visible, the card is in view and the shopper has not swiped; reduced motion disables it.
 */
export function showCardHint(state: {
  hint: boolean
  reducedMotion: boolean
  consentVisible: boolean
  inView: boolean
  swiped: boolean
}): boolean {
  return state.hint && !state.reducedMotion && !state.consentVisible && state.inView && !state.swiped
}

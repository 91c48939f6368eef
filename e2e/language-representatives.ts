/**
 * The markets in which suites whose behaviour does not depend on the market run once per language
 * (playwright.config.ts ignores whole such suites elsewhere; single tests skip with `oncePerLanguage`).
 */
export const LANGUAGE_REPRESENTATIVES = ['de-de', 'fr-ch', 'nl-nl']

/** For `test.skip(...oncePerLanguage(market))`: runs the test only in the language's representative. */
export const oncePerLanguage = (market: string): [boolean, string] => [
  !LANGUAGE_REPRESENTATIVES.includes(market),
  `once per language: ${LANGUAGE_REPRESENTATIVES.join(', ')}`,
]

/**
 * For `test.skip(...onceOnly(market))`: behaviour that depends on neither the market nor the language
 * (focus handling, gestures, motion) runs once, in the first representative; its texts are checked per
 * language by the suite's other tests.
 */
export const onceOnly = (market: string): [boolean, string] => [
  market !== LANGUAGE_REPRESENTATIVES[0],
  `language-independent: once, in ${LANGUAGE_REPRESENTATIVES[0]}`,
]

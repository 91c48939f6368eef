/**
 * The root element's attribute of the consent banner's first paint (./first-paint.ts): `open` while the
 * page's own first layer shows, `handover` while the banner takes it over. A module of its own: the
 * banner's code needs only this name, not the first paint's patterns.
 */
export const CONSENT_SHELL_ATTRIBUTE = 'data-consent-shell'

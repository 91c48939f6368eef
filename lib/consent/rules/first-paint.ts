/**
 * The consent banner at a page's first paint (spec 02 §2 "Consent banner (modal)", §4): the shared,
 * cached page carries the banner's first layer, hidden, and an inline script in the head shows it
 * before anything paints to whoever will certainly be asked: no consent cookie at all, not the retail
 * app or a crawler (consentMode), not sent with a deny command. Everything else (a stored consent's
 * validity, the editors' version) the banner's own code decides once it runs, and it takes the first
 * layer over in place. Without it the banner was the last thing a first-time shopper's phone painted,
 * seconds after the page (issue 15 item 4).
 */
import { CONSENT_SHELL_ATTRIBUTE } from './shell-attribute'
import { CONSENT_COOKIE } from './stored'

export { CONSENT_SHELL_ATTRIBUTE }

/** Should the banner's code never run (a failed bundle), the first layer goes away on its own after this. */
export const CONSENT_SHELL_GIVE_UP_MS = 15_000

const DENY_HASHES = ['#denyConsent', '#denyAppConsent']

/**
 * The retail app and the common crawlers and audits, in few bytes: the script is in every page twice
 * (HTML and RSC data). consentMode's full lists (./modes.ts, lib/geo/rules/crawler.ts) still decide once
 * the banner's code runs, and let the first layer go for any other crawler that runs scripts at all.
 */
export const FIRST_PAINT_SKIP =
  /(?:^|[\s(;])retail\/\d|(?<!cu)bot\b|bot[/_-]|crawl|spider|slurp|lighthouse|pagespeed/i

/** The head's inline script (a few hundred bytes, no bundle); every failure leaves the page as it was. */
export function consentShellScript(): string {
  const pattern = (re: RegExp) => `new RegExp(${JSON.stringify(re.source)},${JSON.stringify(re.flags)})`
  return [
    '(function(){try{',
    'var d=document.documentElement,u=navigator.userAgent.trim();',
    `if(new RegExp(${JSON.stringify(`(?:^|; )${CONSENT_COOKIE}=`)}).test(document.cookie))return;`,
    `if(${JSON.stringify(DENY_HASHES)}.indexOf(location.hash)>=0)return;`,
    `if(${pattern(FIRST_PAINT_SKIP)}.test(u))return;`,
    `d.setAttribute(${JSON.stringify(CONSENT_SHELL_ATTRIBUTE)},'open');`,
    `setTimeout(function(){if(d.getAttribute(${JSON.stringify(CONSENT_SHELL_ATTRIBUTE)})==='open')`,
    `d.removeAttribute(${JSON.stringify(CONSENT_SHELL_ATTRIBUTE)})},${CONSENT_SHELL_GIVE_UP_MS})`,
    '}catch(e){}})()',
  ].join('')
}

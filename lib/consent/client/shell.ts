import 'client-only'
/**
 * The consent banner's first layer as the page painted it (../rules/first-paint.ts): handed over to the
 * banner when it opens in its place, or released when the banner's code decides there is nothing to ask.
 */
import { CONSENT_SHELL_ATTRIBUTE } from '../rules/shell-attribute'

/** The hand-over lasts this long: the opening banner skips its entering animation, so nothing flickers. */
const HANDOVER_MS = 1_000

export function handOverConsentShell(): void {
  const root = document.documentElement
  if (root.getAttribute(CONSENT_SHELL_ATTRIBUTE) !== 'open') return
  root.setAttribute(CONSENT_SHELL_ATTRIBUTE, 'handover')
  setTimeout(() => root.removeAttribute(CONSENT_SHELL_ATTRIBUTE), HANDOVER_MS)
}

export function releaseConsentShell(): void {
  if (document.documentElement.getAttribute(CONSENT_SHELL_ATTRIBUTE) === 'open')
    document.documentElement.removeAttribute(CONSENT_SHELL_ATTRIBUTE)
}

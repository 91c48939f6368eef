/**
 * Google Consent Mode defaults (everything optional denied) as the first script of every page's head,
 * before the tag manager or any tracking push can run (spec 02 §4 "Defaults load first"). Server only:
 * a few hundred bytes of inline script, no JavaScript bundle.
 */
import { consentModeDefaultsScript } from '@/lib/tracking/rules/consent-mode'

const SCRIPT = consentModeDefaultsScript()

export function ConsentModeDefaults() {
  return <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}

/**
 * The head's inline script that shows the consent banner's first layer at first paint to a first-time
 * visitor (lib/consent/rules/first-paint.ts). Server only: a few hundred bytes, no bundle.
 */
import { consentShellScript } from '@/lib/consent/rules/first-paint'

const SCRIPT = consentShellScript()

export function ConsentShellScript() {
  return <script id="consent-first-paint" dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}

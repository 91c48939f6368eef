import 'client-only'
/**
 * Carries out a consent decision (spec 02 §4): saves it (cookie and history), logs it (spec 02 §7,
 * never in development or preview), then reloads the page unless every optional service is now on, so
 * no script keeps running that the visitor just refused; otherwise the shop goes on with the new consent.
 */
import { decideConsent, type ConsentAction } from '../rules/actions'
import { statusesOf } from '../rules/categories'
import { consentHashCommand } from '../rules/hash'
import { logsConsent, type ConsentLogRecord } from '../rules/log'
import type { ConsentCategory } from '../rules/model'
import type { StoredConsent } from '../rules/stored'
import { useConsentStore } from './consent-store'
import { newConsentId, writeStoredConsent } from './storage'

export interface DecisionContext {
  shopId: number
  deploymentEnv: string
  consentLogUrl: string
  version: number
}

function sendConsentLog(url: string, record: ConsentLogRecord) {
  const own = url.startsWith('/')
  // keepalive: the reload that follows must not cancel the proof of the decision.
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: own ? 'same-origin' : 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record),
  }).catch(() => undefined)
}

export function carryOutDecision(
  categories: readonly ConsentCategory[],
  action: ConsentAction,
  context: DecisionContext,
): void {
  const now = Date.now()
  const decision = decideConsent(categories, action, now)
  const services = statusesOf(decision.categories)
  const stored: StoredConsent = {
    createdAt: now,
    version: context.version,
    interacted: true,
    ...(action.kind === 'denyAll' && action.appDenied ? { appDenied: true } : {}),
    id: newConsentId(),
    services,
  }
  const history = Object.fromEntries(
    decision.categories.flatMap((c) => c.services.map((s) => [s.name, s.history])),
  )
  writeStoredConsent(stored, history)
  if (logsConsent(context.deploymentEnv)) {
    sendConsentLog(context.consentLogUrl, {
      consentId: stored.id,
      action: action.kind,
      shopId: context.shopId,
      href: window.location.href,
      version: context.version,
      consents: services,
    })
  }
  const { pathname, search, hash } = window.location
  // A hash command is done: the reloaded page must not carry it out again.
  if (consentHashCommand(hash)) window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  if (decision.reload) window.location.reload()
  else useConsentStore.getState().settle(services)
}

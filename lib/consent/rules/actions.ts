/**
 * The visitor's decisions on the banner (spec 02 §4 "Consent"): accept all, set defaults, deny all (which
 * keeps attribution-tracking services on, unless app tracking was refused), or a selection of categories.
 * Each returns the new categories with every service's history extended by the decision.
 */
import { allOptionalOn, categoryStatus } from './categories'
import type { ConsentCategory, ConsentGroup } from './model'
import { appendHistory } from './stored'

export type ConsentAction =
  | { kind: 'acceptAll' }
  | { kind: 'setDefaults' }
  | { kind: 'denyAll'; appDenied?: boolean }
  | { kind: 'selection'; groups: Partial<Record<ConsentGroup, boolean>> }

/** The name the consent log records the action under (spec 02 §7). */
export function actionName(action: ConsentAction): string {
  return action.kind
}

function wanted(category: ConsentCategory, attTracking: boolean, action: ConsentAction): boolean {
  if (category.required) return true
  switch (action.kind) {
    case 'acceptAll':
      return true
    case 'setDefaults':
      return category.defaultValue
    case 'denyAll':
      return attTracking && !action.appDenied
    case 'selection':
      return action.groups[category.group] ?? category.status
  }
}

export interface ConsentDecision {
  categories: ConsentCategory[]
  /** The page reloads after saving unless every optional service is now on (spec 02 §4). */
  reload: boolean
}

export function decideConsent(
  categories: readonly ConsentCategory[],
  action: ConsentAction,
  now: number,
): ConsentDecision {
  const next = categories.map((category) => {
    const services = category.services.map((service) => {
      const status = wanted(category, service.attTracking, action)
      return { ...service, status, history: appendHistory(service.history, { status, timestamp: now }) }
    })
    return { ...category, services, status: category.required || categoryStatus(services) }
  })
  return { categories: next, reload: !allOptionalOn(next) }
}

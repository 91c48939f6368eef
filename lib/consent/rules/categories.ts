/**
 * The consent's categories and services as the banner shows them (spec 02 §3, §4): built from the
 * editors' texts, defaults first, then the stored decision; required services always on; a category is
 * on if any of its services is.
 */
import type { ConsentCategory, ConsentGroup, ConsentService, ConsentStatuses } from './model'
import { DEFAULT_HISTORY_TIMESTAMP, type ConsentHistory } from './stored'

/** The editors' texts of one category (lib/content/rules/session-layout.ts ConsentCategoryText). */
export interface ConsentCategoryInput {
  group: ConsentGroup
  title: string
  text: string
  required: boolean
  defaultValue: boolean
  services: Array<{ name: string; title: string; company?: string; attTracking?: boolean }>
}

export function categoryStatus(services: readonly Pick<ConsentService, 'status'>[]): boolean {
  return services.some((service) => service.status)
}

/**
 * The categories with each service's status: the default (on for required categories and those
 * on by default), replaced by a stored status where one exists; required ones on whatever is stored.
 * A service without history gets one default entry dated 2023.
 */
export function buildCategories(
  inputs: readonly ConsentCategoryInput[],
  stored: ConsentStatuses | null,
  history: ConsentHistory = {},
): ConsentCategory[] {
  return inputs.map((input) => {
    const defaultStatus = input.required || input.defaultValue
    const services: ConsentService[] = input.services.map((service) => {
      const status = input.required ? true : (stored?.[service.name] ?? defaultStatus)
      const past = history[service.name]
      return {
        name: service.name,
        title: service.title,
        company: service.company,
        group: input.group,
        status,
        attTracking: service.attTracking === true,
        history:
          past && past.length > 0 ? past : [{ status: defaultStatus, timestamp: DEFAULT_HISTORY_TIMESTAMP }],
      }
    })
    return {
      group: input.group,
      title: input.title,
      text: input.text,
      defaultValue: defaultStatus,
      required: input.required,
      status: input.required || categoryStatus(services),
      services,
    }
  })
}

/** Each service's status by name: what the cookie keeps and the shop asks. */
export function statusesOf(categories: readonly ConsentCategory[]): ConsentStatuses {
  return Object.fromEntries(categories.flatMap((c) => c.services.map((s) => [s.name, s.status])))
}

/** Whether every optional service is on: then a decision needs no reload (spec 02 §4). */
export function allOptionalOn(categories: readonly ConsentCategory[]): boolean {
  return categories.every((c) => c.required || c.services.every((s) => s.status))
}

/**
 * The plan of a guest → account basket merge (spec 02 §4 "User"): every guest line, in the order the guest
 * added it, is an add to the account's lines as planAdd (./lines) decides one, so the merge keeps exactly
 * the limits of the add path. A line the limits refuse whole is taken with the most pieces they allow
 * (capped) or not at all (refused); both are reported so the shopper can be told.
 */
import type { BasketItemRow, StoredItemGroup } from '@/lib/db/schema'
import { planAdd, type AddPlan, type Limits } from './lines'
import { newItemGroupId } from './personalisation'
import { refusalReason, type RefusalReason } from './refusal'

export type MergeLine = Pick<
  BasketItemRow,
  'key' | 'variantId' | 'productId' | 'quantity' | 'itemGroupId' | 'itemGroup' | 'customData'
>

/** A guest line that goes over as it is (its key stays), with the quantity and item group it ends with. */
export interface MergeMove {
  guestKey: string
  quantity: number
  /** Only when it changed: a fresh group keeps an engraving apart from another one (see below). */
  itemGroup?: StoredItemGroup
}

/** An account line that takes the pieces of a guest line of the same variant and item group. */
export interface MergeRaise {
  accountKey: string
  quantity: number
}

/** A guest line that could not be taken whole: `taken` 0 means refused, anything else capped. */
export interface MergeReport {
  productId: number
  variantId: number
  requested: number
  taken: number
  /** The key of basket.reasons.* (messages/{lang}/basket.json), as for a refused add. */
  reason: RefusalReason
}

export interface MergePlan {
  moves: MergeMove[]
  raises: MergeRaise[]
  /** Guest lines whose pieces went into a line already there. */
  joined: number
  reports: MergeReport[]
}

/** The largest quantity below `requested` the planner accepts, with its plan; null when none is. */
function largestAccepted(
  lines: readonly MergeLine[],
  add: { variantId: number; itemGroupId: string },
  requested: number,
  available: number,
  limits: Limits | undefined,
): { quantity: number; plan: AddPlan & { ok: true } } | null {
  // Each limit refuses from some quantity on, so acceptance falls once as the quantity grows.
  let best: { quantity: number; plan: AddPlan & { ok: true } } | null = null
  let [low, high] = [1, requested - 1]
  while (low <= high) {
    const mid = (low + high) >> 1
    const plan = planAdd(lines, { ...add, quantity: mid }, available, limits)
    if (plan.ok) {
      best = { quantity: mid, plan }
      low = mid + 1
    } else high = mid - 1
  }
  return best
}

const textOf = (line: Pick<MergeLine, 'customData'>) => JSON.stringify(line.customData.customText ?? null)

/**
 * The item group id a guest line joins under. Engravings draw a random 8-digit group (spec 02 §4, §9), so
 * two baskets can hold the same group for different texts: such a line keeps apart under a fresh group,
 * never engraving the account's pieces with the guest's text.
 */
function groupFor(
  lines: readonly MergeLine[],
  guest: MergeLine,
  random?: (min: number, max: number) => number,
): StoredItemGroup | undefined {
  const clash = (id: string) =>
    lines.some((l) => l.variantId === guest.variantId && l.itemGroupId === id && textOf(l) !== textOf(guest))
  if (!clash(guest.itemGroupId)) return undefined
  const taken = (id: string) => lines.some((l) => l.variantId === guest.variantId && l.itemGroupId === id)
  let id = newItemGroupId(random)
  while (taken(id)) id = newItemGroupId(random)
  return { isMainItem: true, isRequired: false, ...guest.itemGroup, id }
}

/**
 * `available(variantId)`: what the catalog allows in one line now (0 when the variant cannot be bought).
 * The account's lines are taken as they are; only the guest's pieces are checked.
 */
export function planMerge(
  accountLines: readonly MergeLine[],
  guestLines: readonly MergeLine[],
  available: (variantId: number) => number,
  options: { limits?: Limits; random?: (min: number, max: number) => number } = {},
): MergePlan {
  const lines: MergeLine[] = [...accountLines]
  const moves = new Map<string, MergeMove>()
  const raises = new Map<string, number>()
  const reports: MergeReport[] = []
  let joined = 0
  for (const guest of guestLines) {
    const itemGroup = groupFor(lines, guest, options.random)
    const add = { variantId: guest.variantId, itemGroupId: itemGroup?.id ?? guest.itemGroupId }
    const canTake = available(guest.variantId)
    const whole = planAdd(lines, { ...add, quantity: guest.quantity }, canTake, options.limits)
    const taken = whole.ok
      ? { quantity: guest.quantity, plan: whole }
      : largestAccepted(lines, add, guest.quantity, canTake, options.limits)
    if (!whole.ok) {
      reports.push({
        productId: guest.productId,
        variantId: guest.variantId,
        requested: guest.quantity,
        taken: taken?.quantity ?? 0,
        reason: refusalReason(whole.status, whole.message),
      })
    }
    if (!taken) continue
    const { plan } = taken
    if (plan.kind === 'update') {
      joined++
      const index = lines.findIndex((l) => l.key === plan.key)
      lines[index] = { ...lines[index]!, quantity: plan.quantity }
      const moved = moves.get(plan.key)
      if (moved) moved.quantity = plan.quantity
      else raises.set(plan.key, plan.quantity)
    } else {
      lines.push({ ...guest, ...add, quantity: plan.quantity, itemGroup: itemGroup ?? guest.itemGroup })
      moves.set(guest.key, {
        guestKey: guest.key,
        quantity: plan.quantity,
        ...(itemGroup ? { itemGroup } : {}),
      })
    }
  }
  return {
    moves: [...moves.values()],
    raises: [...raises].map(([accountKey, quantity]) => ({ accountKey, quantity })),
    joined,
    reports,
  }
}

/**
 * The shopper's message of a report (the UI's toast): `key` under basket.merge.*, `reasonKey` under
 * basket.reasons.* for its {reason}, and the values; a null name reads basket.merge.unnamed.
 */
export function mergeNotice(report: MergeReport & { name: string | null }) {
  return {
    key: report.taken > 0 ? ('merge.capped' as const) : ('merge.refused' as const),
    reasonKey: `reasons.${report.reason}` as const,
    values: { name: report.name, taken: report.taken, requested: report.requested },
  }
}

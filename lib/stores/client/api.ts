import 'client-only'
/** The browser's click-and-reserve calls: the market's branches with their stock, and a reservation. */
import { ApiRequestError, callJson } from '@/lib/http/client/json'
import {
  RESERVE_ENDPOINT,
  STORES_ENDPOINT,
  type ReserveAnswer,
  type ReserveRequest,
  type StoreWithStock,
} from '../rules/schemas'

/** Why a reservation was refused, as the dialog explains it (stores.refused.*). */
export type ReserveRefusal = 'stock' | 'store' | 'limit' | 'unknown'

export type ReserveOutcome = { ok: true; result: ReserveAnswer } | { ok: false; refusal: ReserveRefusal }

export function fetchStores(
  locale: string,
  variantIds: readonly number[],
  signal?: AbortSignal,
): Promise<StoreWithStock[]> {
  const query = new URLSearchParams({ locale, variantIds: variantIds.join(',') })
  return callJson<StoreWithStock[]>(`${STORES_ENDPOINT}?${query}`, signal ? { signal } : {})
}

/**
 * 409: the shelf ran short meanwhile; 404/422: the branch or market does not take reservations; 429: the
 * shopper holds enough open reservations, or asked too often (issue 13 item 4).
 */
export function refusalFor(status: number): ReserveRefusal {
  if (status === 409) return 'stock'
  if (status === 429) return 'limit'
  if (status === 404 || status === 422) return 'store'
  return 'unknown'
}

export async function postReservation(body: ReserveRequest): Promise<ReserveOutcome> {
  try {
    const result = await callJson<ReserveAnswer>(RESERVE_ENDPOINT, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    return { ok: true, result }
  } catch (error) {
    // A network error (status 0) is 'unknown' too.
    return { ok: false, refusal: error instanceof ApiRequestError ? refusalFor(error.status) : 'unknown' }
  }
}

import {
  RESERVE_ENDPOINT,
  STORES_ENDPOINT,
  type ReserveRequest,
  type ReserveResult,
  type StoreWithStock,
} from '../rules/schemas'

/** Why a reservation was refused, as the dialog explains it (stores.refused.*). */
export type ReserveRefusal = 'stock' | 'store' | 'unknown'

export type ReserveOutcome = { ok: true; result: ReserveResult } | { ok: false; refusal: ReserveRefusal }

export async function fetchStores(
  locale: string,
  variantIds: readonly number[],
  signal?: AbortSignal,
): Promise<StoreWithStock[]> {
  const query = new URLSearchParams({ locale, variantIds: variantIds.join(',') })
  const response = await fetch(`${STORES_ENDPOINT}?${query}`, { signal })
  if (!response.ok) throw new Error(`stores answered ${response.status}`)
  return (await response.json()) as StoreWithStock[]
}

/** 409: the shelf ran short meanwhile; 404/422: the branch or market does not take reservations. */
export function refusalFor(status: number): ReserveRefusal {
  if (status === 409) return 'stock'
  if (status === 404 || status === 422) return 'store'
  return 'unknown'
}

export async function postReservation(body: ReserveRequest): Promise<ReserveOutcome> {
  try {
    const response = await fetch(RESERVE_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) return { ok: false, refusal: refusalFor(response.status) }
    return { ok: true, result: (await response.json()) as ReserveResult }
  } catch {
    return { ok: false, refusal: 'unknown' }
  }
}

/**
 * The browser's calls to the shop's own basket back end (spec 02 §7): base /api/shop/basket, key
 * `basket_{shopId}_{userId}`. Browser-safe (no server imports). A refusal is thrown as a
 * BasketRequestError carrying the server's status and message, so the caller can roll back and say why.
 */
import type { Language } from '@/lib/config/markets'
import { listKeyOf } from '@/lib/lists/rules/key-format'
import type { BasketAnswer } from '../rules/types'

export const BASKET_API = '/api/shop/basket'

export class BasketRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'BasketRequestError'
  }
}

export function basketKeyFor(shopId: number, userId: string): string {
  return listKeyOf('basket', shopId, userId)
}

export interface AddItemInput {
  basketKey: string
  variantId: number
  quantity: number
  customData?: { customText?: Record<string, string> } & Record<string, unknown>
  displayData?: Record<string, unknown>
  itemGroup?: { id: string; isMainItem: boolean; isRequired: boolean }
  options?: Record<string, unknown>
}

export interface UpdateItemInput {
  basketKey: string
  itemKey: string
  quantity: number
}

export interface DeleteItemInput {
  basketKey: string
  itemKey: string
}

/** One JSON call: same-origin credentials, the server's error message on refusal. */
export async function callJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new BasketRequestError(0, 'network error')
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  if (!response.ok) {
    const message = typeof body?.error === 'string' ? body.error : `request failed (${response.status})`
    throw new BasketRequestError(response.status, message)
  }
  return body as T
}

const locale = (language: Language) => `?locale=${encodeURIComponent(language)}`

export function fetchBasket(basketKey: string, language: Language, signal?: AbortSignal) {
  return callJson<BasketAnswer>(
    `${BASKET_API}/get/${encodeURIComponent(basketKey)}/${locale(language)}`,
    signal ? { signal } : {},
  )
}

export function addBasketItem(input: AddItemInput, language: Language) {
  return callJson<BasketAnswer>(`${BASKET_API}/addItem/${locale(language)}`, {
    method: 'POST',
    body: JSON.stringify(input),
  })
}

export function updateBasketItem(input: UpdateItemInput, language: Language) {
  return callJson<BasketAnswer>(`${BASKET_API}/updateItem/${locale(language)}`, {
    method: 'POST',
    body: JSON.stringify(input),
  })
}

export function deleteBasketItem(input: DeleteItemInput, language: Language) {
  return callJson<BasketAnswer>(`${BASKET_API}/deleteItem/${locale(language)}`, {
    method: 'DELETE',
    body: JSON.stringify(input),
  })
}

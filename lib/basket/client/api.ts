import 'client-only'
/**
 * The browser's calls to the shop's own basket back end (spec 02 §7): base /api/shop/basket, key
 * `basket_{shopId}_{userId}`. Browser-safe (no server imports). A refusal is thrown as lib/http's
 * ApiRequestError carrying the server's status and message, so the caller can roll back and say why.
 */
import type { Language } from '@/lib/config/markets'
import { callJson } from '@/lib/http/client/json'
import { listKeyOf } from '@/lib/lists/rules/key-format'
import type { BasketAnswer } from '../rules/types'

export const BASKET_API = '/api/shop/basket'

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

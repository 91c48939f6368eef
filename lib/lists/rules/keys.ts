/**
 * The keys of spec 02 §7: `basket_{shopId}_{userId}` and `wishlist_{shopId}_{userId}`. The userId is
 * the visitor id of spec 02 §3 (a hex guest id or a 64-character account id); everything after the
 * second underscore is the user id, so an account id may itself contain underscores.
 */
import { z } from 'zod'
import { listKeyOf, type ListKind } from './key-format'

export { listKeyOf, type ListKind }

export interface ListKey {
  kind: ListKind
  shopId: number
  userId: string
}

// Visible ASCII only, at most an account id's 64 characters: nothing else was ever issued as a user id.
const KEY_PATTERN = /^(basket|wishlist)_([1-9]\d{0,5})_([!-~]{1,64})$/

export function parseListKey(key: string): ListKey | null {
  const match = KEY_PATTERN.exec(key)
  if (!match) return null
  return { kind: match[1] as ListKind, shopId: Number(match[2]), userId: match[3] as string }
}

/** A zod schema for a key of one kind, for route parameters and bodies (bad form → 400). */
export function listKeySchema(kind: ListKind) {
  return z.string().refine((value) => parseListKey(value)?.kind === kind, {
    message: `expected a ${kind} key ${kind}_{shopId}_{userId}`,
  })
}

/**
 * Ownership: a key is the caller's only when it names the request's shop and one of the ids the
 * visitor's own session holds (the guest id, or the account id once logged in).
 */
export function isOwnKey(key: ListKey, shopId: number, owns: (userId: string) => boolean): boolean {
  return key.shopId === shopId && owns(key.userId)
}

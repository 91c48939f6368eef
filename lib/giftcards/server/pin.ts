import 'server-only'

/**
 * Gift card PINs at rest: a salted scrypt hash (`scrypt$salt$hash`), compared in constant time; an
 * unknown card is compared against a decoy, so a wrong code costs the same time as a wrong PIN.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCb) as (pin: string, salt: Buffer, length: number) => Promise<Buffer>
const KEY_LENGTH = 32
const DECOY_SALT = randomBytes(16)

export async function hashGiftCardPin(pin: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scrypt(pin, salt, KEY_LENGTH)
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

/** Whether `pin` matches the stored hash; null (no such card) never matches but costs the same. */
export async function giftCardPinMatches(stored: string | null, pin: string): Promise<boolean> {
  const [, salt, hash] = stored?.split('$') ?? []
  const computed = await scrypt(pin, salt ? Buffer.from(salt, 'base64url') : DECOY_SALT, KEY_LENGTH)
  if (!hash) return false
  const expected = Buffer.from(hash, 'base64url')
  return expected.length === computed.length && timingSafeEqual(expected, computed)
}

import 'server-only'

/**
 * Password hashing for customer accounts (ASVS 5.0 V6.2): argon2id with OWASP's parameters, verification
 * that tells when a stored hash was made with older parameters (rehash on login), and a verification of
 * a throw-away hash for unknown addresses so a miss costs the same time as a hit.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2'

// The package declares Algorithm as a const enum, which isolated modules cannot inline: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm

/**
 * OWASP Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1 (its first equal option).
 * Changing these makes every stored hash "needs rehash" at its owner's next login.
 */
export const ARGON2_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

const PARAMS_TAG = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS)
}

/** Whether a stored hash was made with other than today's algorithm or parameters. */
export const needsRehash = (stored: string) => !stored.startsWith(PARAMS_TAG)

let decoy: Promise<string> | null = null
/** A hash of a random secret: verifying against it spends what a real check spends, and never matches. */
const decoyHash = () => (decoy ??= hashPassword(crypto.randomUUID()))

export interface PasswordCheck {
  valid: boolean
  needsRehash: boolean
}

/**
 * Checks a password against a stored hash. A missing hash (unknown address, guest customer) is checked
 * against the decoy, so the answer takes as long either way (no enumeration by timing).
 */
export async function verifyPassword(stored: string | null, password: string): Promise<PasswordCheck> {
  if (!stored) {
    await verify(await decoyHash(), password).catch(() => false)
    return { valid: false, needsRehash: false }
  }
  const valid = await verify(stored, password).catch(() => false)
  return { valid, needsRehash: valid && needsRehash(stored) }
}

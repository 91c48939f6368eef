/**
 * Request parts every basket and wishlist call of spec 02 §7 parses alike (bad input → 400 naming the
 * field, nothing changed); each list's own request shapes build on them.
 */
import { z } from 'zod'
import { LANGUAGES } from '@/lib/config'

const INT4_MAX = 2_147_483_647

/** A catalog number (variant, product), as JSON number or digit string (what a query parameter carries). */
export const catalogIdSchema = z.union([
  z.int().min(1).max(INT4_MAX),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'expected a positive id')
    .transform(Number)
    .pipe(z.int().max(INT4_MAX)),
])

/** Item keys are what the basket and wishlist repositories issue (base64url); nothing else names an entry. */
export const itemKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected an item key')

/** ?locale= of every basket and wishlist call: optional, the market's first language when absent. */
export const localeQuerySchema = z.object({ locale: z.enum(LANGUAGES).optional() })

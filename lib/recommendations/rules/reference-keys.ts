/**
 * `referenceKeys` of GET /api/shop/recommendations/ (spec 02 §7): comma-joined product ids, the order
 * the engine answered them in. Every entry must look like a product id (else 400); whether it is one
 * is the lookup's business (unknown ids are skipped).
 */
import { z } from 'zod'
import { RECOMMENDATION_LIMITS } from './contract'

export const REFERENCE_KEYS_MAX = RECOMMENDATION_LIMITS.maxSize
const PRODUCT_ID = /^[1-9]\d{0,9}$/

export const referenceKeysSchema = z
  .string()
  .max(REFERENCE_KEYS_MAX * 12, 'too long')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(
    z
      .array(z.string().regex(PRODUCT_ID, 'expected comma-joined product ids'))
      .max(REFERENCE_KEYS_MAX, `at most ${REFERENCE_KEYS_MAX} ids`),
  )

export const productIdParam = z.string().regex(PRODUCT_ID, 'expected a product id')

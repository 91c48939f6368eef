/** The schema a recommendation answer is checked against; loaded beside the answer, not with the page. */
import * as z from 'zod/mini'

// The answer is trusted only as far as a card needs it: a wrong shape is a failure, not a broken card.
export const answerSchema = z.array(
  z.looseObject({
    id: z.number().check(z.int(), z.positive()),
    name: z.string(),
    images: z.array(z.unknown()),
    variants: z.array(z.unknown()),
    brand: z.looseObject({ name: z.string() }),
  }),
)

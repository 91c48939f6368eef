import 'server-only'

/** The baby and bm flavours' product types, in the order random products are drawn from. */
import type { ProductTypeDef } from '../model'
import { BABY_MOBILITY } from './baby-mobility'
import { BABY_NURSERY } from './baby-nursery'
import { BABY_CLOTHING_TOYS } from './baby-clothing-toys'
import { BABY_CARE } from './baby-care'
import { BABY_GIFTS_ELECTRICS } from './baby-gifts-electrics'

export const BABY_TYPES: ProductTypeDef[] = [
  ...BABY_MOBILITY,
  ...BABY_NURSERY,
  ...BABY_CLOTHING_TOYS,
  ...BABY_CARE,
  ...BABY_GIFTS_ELECTRICS,
]

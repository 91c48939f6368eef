import 'server-only'

/** The home flavour's product types, in the order random products are drawn from. */
import type { ProductTypeDef } from '../model'
import { HOME_LIVING } from './home-living'
import { HOME_KITCHEN } from './home-kitchen'
import { HOME_TEXTILES } from './home-textiles'
import { HOME_ELECTRICS } from './home-electrics'

export const HOME_TYPES: ProductTypeDef[] = [
  ...HOME_LIVING,
  ...HOME_KITCHEN,
  ...HOME_TEXTILES,
  ...HOME_ELECTRICS,
]

import 'server-only'
// What turning one product draft into table rows needs to know of the whole catalog: its own module, so
// rows.ts and product-data.ts both build on it without importing each other.
import type { SeedCategory } from './categories'
import type { FlavourCatalog } from './model'

export interface RowContext {
  catalog: FlavourCatalog
  categories: ReadonlyMap<string, SeedCategory>
  brandIds: readonly number[]
}

/** How a basket line's item group and free-form data are kept in the database (jsonb columns). */
export interface StoredItemGroup {
  id: string
  isMainItem: boolean
  isRequired: boolean
}
export type StoredJson = Record<string, unknown>

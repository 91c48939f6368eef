/**
 * The shape both lists answer in (spec 02 §3, §7): the list under its key, its entries in the order
 * they were added, and the count the header shows (pieces in the basket, entries in the wishlist).
 */
export interface ListContents<Item> {
  key: string
  items: Item[]
  count: number
}

/** Rows grouped by a key, in their original order: assembling products from per-table query rows. */
import 'server-only'
export function groupBy<T, K extends number | string>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}

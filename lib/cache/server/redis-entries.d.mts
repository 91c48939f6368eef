// Types of redis-entries.mjs (plain JavaScript, loaded by Next outside the bundle).
export interface TagRecord {
  stale?: number
  expired?: number
}
export const ENTRY_TTL_SECONDS: number
export const TAG_RECORD_MAX_AGE_MS: number
export function encodeEntry(entry: unknown): string
export function decodeEntry(
  text: unknown,
): { value: unknown; lastModified: number; cacheControl?: unknown } | null
export function revalidatedTag(
  existing: TagRecord | undefined,
  durations: { expire?: number } | undefined,
  now: number,
): TagRecord
export function mergeTagRecords(a: TagRecord | undefined, b: TagRecord | undefined): TagRecord
export function isOutlived(record: TagRecord | undefined, now: number): boolean

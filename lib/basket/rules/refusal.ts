/**
 * Why an add or change was refused, in the shopper's terms (the server's own message is for logs and
 * developers, in English): the key of `basket.reasons.*`.
 */
export type RefusalReason = 'network' | 'unavailable' | 'limit' | 'unknown'

export function refusalReason(status: number, message: string): RefusalReason {
  if (status === 0) return 'network'
  if (status === 404) return 'unavailable'
  if (status === 422 || status === 409)
    return /at most \d+ (pieces|lines) per (line|basket)/.test(message) ? 'limit' : 'unavailable'
  return 'unknown'
}

/**
 * The signature header of the embedded payment service's webhooks: `t=<unix seconds>,v1=<hex>`, where
 * v1 is HMAC-SHA-256 over `<t>.<body>`. The timestamp bounds replays: a signature older (or newer) than
 * WEBHOOK_TOLERANCE_SECONDS is refused. The HMAC itself is computed on the server.
 */
export const SIGNATURE_HEADER = 'x-psp-signature'
export const WEBHOOK_TOLERANCE_SECONDS = 300

export interface ParsedSignature {
  timestamp: number
  v1: string
}

export function parseSignatureHeader(value: string | null): ParsedSignature | null {
  if (!value) return null
  const parts = new Map(
    value.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=')
      return [key ?? '', rest.join('=')] as const
    }),
  )
  const t = parts.get('t') ?? ''
  const v1 = parts.get('v1') ?? ''
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return null
  return { timestamp: Number(t), v1 }
}

export const signedPayload = (timestamp: number, body: string) => `${timestamp}.${body}`

export const formatSignatureHeader = (timestamp: number, v1: string) => `t=${timestamp},v1=${v1}`

export function isFresh(timestamp: number, now: Date): boolean {
  return Math.abs(now.getTime() / 1000 - timestamp) <= WEBHOOK_TOLERANCE_SECONDS
}

/**
 * TEMPORARY minimal version written by helper ORD (issue 11) with the signature of CONTRACT-11; helper
 * DOC owns this file and the lead keeps DOC's on merge. VAT per rate from gross amounts: rates in
 * percent (19, 8.1), net = gross / (1 + rate), rounded to the cent; the VAT is the rest. Shipping is
 * taxed like the goods: the caller splits it over the rates in proportion to their gross shares and
 * passes the parts as lines (lib/orders/rules/totals.ts).
 */
export type Country = 'de' | 'at' | 'ch' | 'be' | 'nl' | 'fr'

export const VAT_RATES: Record<Country, { standard: number; reduced: number }> = {
  de: { standard: 19, reduced: 7 },
  at: { standard: 20, reduced: 10 },
  ch: { standard: 8.1, reduced: 2.6 },
  be: { standard: 21, reduced: 6 },
  nl: { standard: 21, reduced: 9 },
  fr: { standard: 20, reduced: 5.5 },
}

export interface VatLine {
  rate: number
  grossCents: number
}

export function vatBreakdown(
  lines: VatLine[],
): { rate: number; grossCents: number; netCents: number; vatCents: number }[] {
  const byRate = new Map<number, number>()
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.grossCents)
  return [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, grossCents]) => {
      const netCents = Math.round((grossCents * 100) / (100 + rate))
      return { rate, grossCents, netCents, vatCents: grossCents - netCents }
    })
}

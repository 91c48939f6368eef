/**
 * Intl.NumberFormat, built once per locale and options: building one costs about as much as a card's
 * whole render, and a listing formats ratings and amounts for every card.
 */
const formats = new Map<string, Intl.NumberFormat>()

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/**
 * The texts of an uncompressed pdfkit PDF with its built-in fonts: each text operation's hex strings
 * (WinAnsi bytes), joined across the kerning adjustments, one operation a line. Enough for tests.
 */
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
}

const decode = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => parseInt(pair, 16))
    .map((code) => WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code))
    .join('')

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  for (const op of source.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
    const parts = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? '']
    lines.push(parts.map(decode).join(''))
  }
  return lines.join('\n').replace(/\u00a0/g, ' ')
}

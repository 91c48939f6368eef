/**
 * Filler text for the sized bare bench page (issue 15 item 5): a bare page as heavy as a shop page, so the
 * bench can tell the framework's cost of that many bytes from the cost of our own code.
 */

/** Padding is asked for in whole kB (1000 bytes) up to this bound: each size is one cached page. */
export const MAX_PADDING_KB = 300
/** About the length of a product description paragraph, so the page has a shop page's many nodes. */
const PARAGRAPH_BYTES = 500
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'su', 'ta', 'ber', 'wan', 'dor', 'fel', 'gri', 'sto', 'hau', 'ple']

/** The kB of padding a path segment asks for, or null for anything but a whole number in 1…MAX_PADDING_KB. */
export function parsePaddingKb(segment: string): number | null {
  if (!/^[1-9]\d{0,2}$/.test(segment)) return null
  const kb = Number(segment)
  return kb <= MAX_PADDING_KB ? kb : null
}

/**
 * Paragraphs of made-up words adding up to `kb` × 1000 characters (ASCII, so bytes), the same for the same
 * size: a pseudo-random word mix compresses like prose, not like one repeated string.
 */
export function paddingParagraphs(kb: number): string[] {
  let seed = kb * 7919 + 1
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed
  }
  const total = kb * 1000
  const paragraphs: string[] = []
  let length = 0
  while (length < total) {
    const target = Math.min(PARAGRAPH_BYTES, total - length)
    let text = ''
    while (text.length < target) {
      const syllables = 1 + (next() % 3)
      let word = ''
      for (let i = 0; i < syllables; i++) word += SYLLABLES[next() % SYLLABLES.length]
      text += text ? ` ${word}` : word
    }
    text = text.slice(0, target)
    paragraphs.push(text)
    length += text.length
  }
  return paragraphs
}

/**
 * The card form of the embedded payment page: number (Luhn), expiry and security code, and what each
 * documented test number does (issue 11 item 4: approved, declined, 3-D Secure challenge). Any other
 * valid number is approved, as a test system of a real provider does.
 */
export type CardOutcome = 'approve' | 'decline' | 'challenge'

/** The documented test numbers (README "Payments"), digits only. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'decline',
  '4000000000003220': 'challenge',
}

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '')

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** MM/YY, not before the month of `now` (a card is valid through the end of its month). */
export function isValidExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value.trim())

export type CardProblem = 'number' | 'expiry' | 'cvc' | 'holder'

export interface CardInput {
  holder: string
  number: string
  expiry: string
  cvc: string
}

/** The fields in question, in form order; empty when the card may be charged. */
export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = []
  if (card.holder.trim().length < 2) problems.push('holder')
  if (!passesLuhn(cardDigits(card.number))) problems.push('number')
  if (!isValidExpiry(card.expiry, now)) problems.push('expiry')
  if (!isValidCvc(card.cvc)) problems.push('cvc')
  return problems
}

export const cardOutcome = (number: string): CardOutcome => TEST_CARDS[cardDigits(number)] ?? 'approve'

import 'server-only'

/**
 * Building blocks shared by the product type lists: variant axis values (cm, diameter, ml, double sizes),
 * the from-birth age and the colour pools.
 */
import { l, type AxisValue, type VariantAxis } from '../model'

export const cm = (value: string, factor: number, content?: number): AxisValue => ({
  value,
  label: `${value.replace('x', ' × ')} cm`,
  factor,
  content,
})
export const diameter = (cmSize: number, factor: number): AxisValue => ({
  value: `d${cmSize}`,
  label: `Ø ${cmSize} cm`,
  factor,
})
/** Double sizes of baby clothing (50/56 …), a little dearer per size. */
export const sizes = (...values: string[]): VariantAxis => ({
  attribute: 'doppelgroesse',
  values: values.map((value, i) => ({ value, label: value, factor: 1 + i * 0.1 })),
})
export const ml = (amount: number, factor: number): AxisValue => ({
  value: `${amount}ml`,
  label: `${amount} ml`,
  factor,
  content: amount / 1000,
})
export const FROM_BIRTH = l('ab Geburt', 'dès la naissance', 'vanaf de geboorte')

// prettier-ignore
export const STRONG = ['grau', 'beige', 'blau', 'gruen', 'braun', 'schwarz', 'khaki', 'natur', 'rosa', 'tuerkis', 'denim']
export const APPLIANCE = ['weiss', 'silber', 'schwarz', 'grau']
export const PRAM = [
  'schwarz',
  'grau',
  'blau',
  'beige',
  'gruen',
  'denim',
  'khaki',
  'natur',
  'rosa',
  'hellblau',
]
// prettier-ignore
export const SOFT = ['weiss', 'rosa', 'hellblau', 'beige', 'gelb', 'gruen', 'grau', 'natur', 'mehrfarbig', 'lila', 'tuerkis']
export const ELECTRIC = ['weiss', 'grau', 'schwarz']

import { describe, expect, it } from 'vitest'
import { newsletterBody } from '@/lib/newsletter/rules/form'
import { confirmUrl, newsletterRequestSchema, SALUTATION_CODES } from '@/lib/newsletter/rules/request'

const valid = {
  name: 'Anna Beispiel',
  email: 'anna@example.de',
  source: 'content-newsletter-block',
  shopId: 1,
  firstName: 'Anna',
  lastName: 'Beispiel',
  salutation: 2,
}
const problems = (body: unknown) => {
  const result = newsletterRequestSchema.safeParse(body)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

// The body of spec 02 §7 as the server checks it, with the rules of spec 02 §5 and the form's message keys.
describe('newsletterRequestSchema', () => {
  it('takes what the form sends, lowercasing and trimming the address', () => {
    const sent = newsletterBody(
      { salutation: 'd', firstName: ' Kim ', lastName: 'St. Clair', email: ' Kim@Example.DE ' },
      { shopId: 3, source: 'footer' },
    )
    expect(newsletterRequestSchema.parse(sent)).toMatchObject({ email: 'kim@example.de', salutation: 4 })
    expect(newsletterRequestSchema.parse({ ...valid, email: ' ANNA@Example.de ' }).email).toBe(
      'anna@example.de',
    )
  })

  it('knows the salutation codes of spec 02 §7 (m 0, f 2, n 3, d 4)', () => {
    expect([...SALUTATION_CODES].sort()).toEqual([0, 2, 3, 4])
  })

  it.each([
    ['an empty first name', { firstName: '  ' }, { firstName: 'nameRequired' }],
    ['a name with a digit', { lastName: 'Beispiel2' }, { lastName: 'name' }],
    ['an empty address', { email: '' }, { email: 'emailRequired' }],
    ['an address without domain dot', { email: 'anna@example' }, { email: 'email' }],
    ['an address with a space', { email: 'an na@example.de' }, { email: 'email' }],
    ['an unknown salutation code', { salutation: 1 }, { salutation: 'salutationRequired' }],
    ['a salutation as text', { salutation: 'f' }, { salutation: 'salutationRequired' }],
    ['a source with markup', { source: '<b>' }, { source: 'invalid' }],
    ['a shop id as text', { shopId: '1' }, { shopId: 'invalid' }],
  ])('refuses %s', (_label, over, expected) => {
    expect(problems({ ...valid, ...over })).toEqual(expected)
  })

  it('builds the confirmation link on the given origin, the token escaped', () => {
    expect(confirmUrl('https://www.example.de', 'a-b_c')).toBe(
      'https://www.example.de/api/mcs/selfi/newsletter/confirm/?token=a-b_c',
    )
  })
})

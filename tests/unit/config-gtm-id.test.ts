import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { gtmIdFromEnv, gtmIdProblem, isValidGtmId, suggestGtmId } from '@/lib/config/gtm-id'

// Spec 01 §5: a tag-manager id is GTM- followed by uppercase letters and digits; otherwise an error says it
// is not a valid id and suggests a corrected one.
describe('tag manager id (spec 01 §5)', () => {
  it.each([
    ['GTM-ABC12', true],
    ['GTM-K9X2Q7', true],
    ['gtm-abc12', false],
    ['GTM-abc12', false],
    ['GTM-', false],
    ['GTM_ABC12', false],
    ['ABC12', false],
    ['GTM-AB C1', false],
    ['GTM-ABC12 ', false],
  ])('%j valid: %s', (id, valid) => {
    expect(isValidGtmId(id)).toBe(valid)
  })

  it.each([
    ['gtm-abc12', 'GTM-ABC12'],
    ['GTM-abc12', 'GTM-ABC12'],
    [' gtm_abc12 ', 'GTM-ABC12'],
    ['abc12', 'GTM-ABC12'],
    ['GTM-AB C1', 'GTM-ABC1'],
    ['gtm-', null],
  ])('suggests %j → %j', (id, suggestion) => {
    expect(suggestGtmId(id)).toBe(suggestion)
  })

  it('names the id as invalid and suggests the correction', () => {
    expect(gtmIdProblem('gtm-abc12')).toMatch(
      /"gtm-abc12" is not a valid tag manager id.*did you mean "GTM-ABC12"/,
    )
    expect(gtmIdProblem('GTM-ABC12')).toBeNull()
  })

  it.each([
    [{}, null],
    [{ GTM_ID: '' }, null],
    [{ GTM_ID: ' GTM-ABC12 ' }, 'GTM-ABC12'],
  ])('reads %j from the environment as %j', (env, id) => {
    expect(gtmIdFromEnv(env)).toBe(id)
  })

  it('stops the start on an invalid id, with the suggestion', () => {
    expect(() => buildShopConfig({ GTM_ID: 'gtm-abc12' })).toThrow(/not a valid.*GTM-ABC12/)
  })
})

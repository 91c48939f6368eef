import { describe, expect, it } from 'vitest'
import { cleanSearchText, searchPageQuery } from '@/lib/catalog/rules/search/page-query'
import { SEARCH_LIMITS } from '@/lib/catalog/rules/search/terms'

/** The search page's address (spec 01 §2 search route): read without ever failing. */
describe('cleanSearchText', () => {
  it.each([
    ['  Handtuch  ', 'Handtuch'],
    ['Handtuch\t \n grau', 'Handtuch grau'],
    ['', ''],
    ['   ', ''],
    [`${'a'.repeat(SEARCH_LIMITS.queryLength)} b`, 'a'.repeat(SEARCH_LIMITS.queryLength)],
    [`${'a'.repeat(SEARCH_LIMITS.queryLength - 1)} b`, 'a'.repeat(SEARCH_LIMITS.queryLength - 1)],
  ])('%j → %j', (text, expected) => {
    expect(cleanSearchText(text)).toBe(expected)
  })
})

describe('searchPageQuery', () => {
  it('reads the text and keeps the listing parameters as given', () => {
    const { q, searchParams } = searchPageQuery({
      q: ' Handtuch ',
      farbe: ['weiss', 'grau'],
      sort: 'Price:asc',
    })
    expect(q).toBe('Handtuch')
    expect(searchParams.toString()).toBe('farbe=weiss&farbe=grau&sort=Price%3Aasc&q=Handtuch')
  })

  it('takes the first non-empty q of several, and none when q is missing or blank', () => {
    expect(searchPageQuery({ q: ['', 'Sofa', 'Lampe'] }).q).toBe('Sofa')
    expect(searchPageQuery({ q: ['Sofa', 'Lampe'] }).searchParams.getAll('q')).toEqual(['Sofa'])
    expect(searchPageQuery({}).q).toBe('')
    expect(searchPageQuery({ q: '   ' })).toMatchObject({ q: '' })
    expect(searchPageQuery({ q: '   ' }).searchParams.has('q')).toBe(false)
    expect(searchPageQuery({ q: undefined, page: 'abc' }).searchParams.toString()).toBe('page=abc')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { databaseErrorCode, describeError, isBadInputDatabaseError } from '@/lib/http/rules/failure'
import { jsonTextProblem, safeText, textFieldProblems, textProblem } from '@/lib/http/rules/text'
import { failureResponse } from '@/lib/http/server/failure'

describe('textProblem (issue 13 item 5)', () => {
  it.each([
    ['plain text', 'Anna Müller', null],
    ['emoji (a surrogate pair)', 'Geschenk 🎁', null],
    ['empty', '', null],
    ['NUL', 'a\u0000b', 'contains a NUL character'],
    ['a lone high surrogate at the end', 'ab\uD800', 'contains an unpaired surrogate'],
    ['a lone high surrogate before text', '\uD800x', 'contains an unpaired surrogate'],
    ['a lone low surrogate', 'x\uDC00', 'contains an unpaired surrogate'],
    ['reversed pair', '\uDF81\uD83C', 'contains an unpaired surrogate'],
  ])('%s → %s', (_name, text, expected) => {
    expect(textProblem(text)).toBe(expected)
    expect(safeText().safeParse(text).success).toBe(expected === null)
  })
})

describe('jsonTextProblem (issue 13 item 5)', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) })
  it.each([
    ['scalars', 1, null],
    ['an object with fine text', { name: 'Anna', lines: [{ q: 1 }] }, null],
    ['32 levels', nested(32), null],
    ['33 levels', nested(33), 'nested deeper than 32 levels'],
    ['NUL deep inside', { lines: [{ text: 'a\u0000' }] }, 'lines.0.text: contains a NUL character'],
    ['a lone surrogate in a key', { '\uD800': 1 }, 'a key contains an unpaired surrogate'],
  ])('%s', (_name, value, expected) => {
    const problem = jsonTextProblem(value)
    if (expected === null) expect(problem).toBeNull()
    else expect(problem).toContain(expected)
  })

  it('walks 5,000 levels without a stack overflow', () => {
    let value: unknown = []
    for (let i = 0; i < 5000; i++) value = [value]
    expect(jsonTextProblem(value)).toContain('nested deeper')
  })

  it('textFieldProblems names parameters', () => {
    expect(textFieldProblems('query', { q: 'a\u0000', ok: 'b' })).toEqual([
      { field: 'query.q', message: 'contains a NUL character' },
    ])
  })
})

const pgError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, detail: 'Key (email)=(anna@example.com)', severity: 'ERROR' })

describe('database errors of bad input (issue 13 item 5)', () => {
  afterEach(() => vi.restoreAllMocks())
  it.each([
    ['22P05 NUL in text', '22P05', true],
    ['22021 bad byte sequence', '22021', true],
    ['22001 too long', '22001', true],
    ['22003 out of range', '22003', true],
    ['22P02 bad syntax', '22P02', true],
    ['54001 stack depth', '54001', true],
    ['23505 unique violation', '23505', false],
    ['42P01 unknown table', '42P01', false],
    ['08006 connection', '08006', false],
  ])('%s → 400: %s', (_name, code, badInput) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const wrapped = new DrizzleQueryError('insert …', ['anna@example.com'], pgError(code, 'x'))
    expect(databaseErrorCode(wrapped)).toBe(code)
    expect(isBadInputDatabaseError(wrapped)).toBe(badInput)
    expect(failureResponse('[t]', wrapped).status).toBe(badInput ? 400 : 500)
  })

  it('an error without a code is no database error', () => {
    expect(isBadInputDatabaseError(new Error('boom'))).toBe(false)
    expect(isBadInputDatabaseError('boom')).toBe(false)
  })
})

describe('describeError (issue 13 item 6: no personal data in logs)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps class, code and message, drops parameters, query, detail and quoted values', () => {
    const cause = pgError('23505', 'duplicate key value violates unique constraint "reservations_email"')
    const error = new DrizzleQueryError(
      'insert into "reservations" ("email", "name") values ($1, $2)',
      ['anna@example.com', 'Anna Müller'],
      cause,
    )
    const line = describeError(error)
    expect(line).toContain('DrizzleQueryError')
    expect(line).toContain('23505')
    expect(line).toContain('duplicate key value violates unique constraint')
    expect(line).not.toMatch(/anna@example\.com|Anna Müller|insert into|reservations_email/)
  })

  it('keeps an ordinary error message and the stack frames', () => {
    const line = describeError(new Error('cannot reach the engine'))
    expect(line).toMatch(/^Error cannot reach the engine\n\s+at /)
  })

  it('failureResponse logs a 500 once, without values', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const error = new DrizzleQueryError(
      'select $1',
      ['anna@example.com'],
      pgError('42P01', 'relation "x" does not exist'),
    )
    expect(failureResponse('[api] POST /api/x/ failed', error).status).toBe(500)
    expect(log).toHaveBeenCalledTimes(1)
    const output = log.mock.calls.flat().map(String).join(' ')
    expect(output).toContain('42P01')
    expect(output).not.toContain('anna@example.com')
  })
})

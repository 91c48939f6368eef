import { describe, expect, it } from 'vitest'
import { MAX_PADDING_KB, paddingParagraphs, parsePaddingKb } from '@/lib/bench/rules/padding'

describe('sized bench page padding (issue 15 item 5)', () => {
  it.each([
    ['1', 1],
    ['75', 75],
    [String(MAX_PADDING_KB), MAX_PADDING_KB],
    ['0', null],
    ['075', null],
    [String(MAX_PADDING_KB + 1), null],
    ['1000', null],
    ['12a', null],
    ['', null],
    ['-5', null],
  ])('reads the segment %j as %j kB', (segment, kb) => {
    expect(parsePaddingKb(segment)).toBe(kb)
  })

  it.each([1, 7, 120])('adds up to exactly %i kB of ASCII text', (kb) => {
    const text = paddingParagraphs(kb).join('')
    expect(Buffer.byteLength(text)).toBe(kb * 1000)
  })

  it('is the same for the same size and splits into paragraphs of at most 500 characters', () => {
    expect(paddingParagraphs(5)).toEqual(paddingParagraphs(5))
    expect(paddingParagraphs(5).every((p) => p.length <= 500)).toBe(true)
    expect(paddingParagraphs(5)).toHaveLength(10)
  })

  it('is not one repeated string, so it compresses like prose', () => {
    const [first, second] = paddingParagraphs(2)
    expect(first).not.toBe(second)
  })
})

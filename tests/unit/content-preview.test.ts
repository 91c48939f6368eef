import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  PREVIEW_CLOCK_SKEW_S,
  PREVIEW_TOKEN_MAX_AGE_S,
  previewSecret,
  signedPreviewQuery,
  verifyPreviewToken,
  type PreviewVerdict,
} from '@/lib/content/server/preview'
import { isPreviewQuery, previewQuery, searchParamsOf } from '@/lib/content/rules/preview-params'

/**
 * Spec 01 §7: "An editor bridge script is loaded only when the URL carries an editor token." The token
 * is Storyblok's: sha1 of `{space_id}:{preview token}:{timestamp}`, with a recent timestamp.
 */
const SECRET = 'preview-token-of-the-space'
const NOW_S = 1_750_000_000
const NOW = NOW_S * 1000
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

/** Storyblok's parameters, as its editor appends them; `overrides` replaces or (undefined) drops one. */
function editorQuery(overrides: Record<string, string | string[] | undefined> = {}, timestamp = NOW_S) {
  const base: Record<string, string | string[] | undefined> = {
    _storyblok: '4711',
    _storyblok_c: 'documentation_page',
    '_storyblok_tk[space_id]': '12345',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': sha1(`12345:${SECRET}:${timestamp}`),
    _storyblok_lang: 'default',
  }
  return searchParamsOf({ ...base, ...overrides })
}

const refused = (reason: string): PreviewVerdict => ({ ok: false, reason }) as PreviewVerdict

describe('editor token check (spec 01 §7)', () => {
  it.each<[string, URLSearchParams, PreviewVerdict]>([
    ['the editor token Storyblok signed', editorQuery(), { ok: true }],
    [
      'an upper-case hex token',
      editorQuery({ '_storyblok_tk[token]': sha1(`12345:${SECRET}:${NOW_S}`).toUpperCase() }),
      { ok: true },
    ],
    ['without the story id (only the token counts)', editorQuery({ _storyblok: undefined }), { ok: true }],
    ['an hour old, to the second', editorQuery({}, NOW_S - PREVIEW_TOKEN_MAX_AGE_S), { ok: true }],
    ['slightly ahead of our clock', editorQuery({}, NOW_S + PREVIEW_CLOCK_SKEW_S), { ok: true }],
  ])('accepts %s', (_, query, verdict) => {
    expect(verifyPreviewToken(query, SECRET, NOW)).toEqual(verdict)
  })

  it.each<[string, URLSearchParams, string]>([
    // wrong token
    [
      'signed with another preview token',
      editorQuery({ '_storyblok_tk[token]': sha1(`12345:other:${NOW_S}`) }),
      'wrong-token',
    ],
    ['a token for another space id', editorQuery({ '_storyblok_tk[space_id]': '99999' }), 'wrong-token'],
    [
      'a token for another timestamp',
      editorQuery({ '_storyblok_tk[timestamp]': String(NOW_S - 1) }),
      'wrong-token',
    ],
    [
      'the preview token itself as token',
      editorQuery({ '_storyblok_tk[token]': sha1(SECRET) }),
      'wrong-token',
    ],
    // stale / future
    ['an hour and a second old', editorQuery({}, NOW_S - PREVIEW_TOKEN_MAX_AGE_S - 1), 'stale'],
    ['a token from last year', editorQuery({}, NOW_S - 365 * 24 * 3600), 'stale'],
    [
      'a timestamp far in the future (a link that never expires)',
      editorQuery({}, NOW_S + PREVIEW_CLOCK_SKEW_S + 1),
      'future',
    ],
    // missing
    ['no parameters at all', new URLSearchParams(), 'missing'],
    ['only _storyblok', searchParamsOf({ _storyblok: '4711' }), 'missing'],
    ['no token', editorQuery({ '_storyblok_tk[token]': undefined }), 'missing'],
    ['no timestamp', editorQuery({ '_storyblok_tk[timestamp]': undefined }), 'missing'],
    ['no space id', editorQuery({ '_storyblok_tk[space_id]': undefined }), 'missing'],
    // hostile or malformed
    ['an empty token', editorQuery({ '_storyblok_tk[token]': '' }), 'malformed'],
    ['a token that is not hex', editorQuery({ '_storyblok_tk[token]': 'z'.repeat(40) }), 'malformed'],
    ['a token one character short', editorQuery({ '_storyblok_tk[token]': sha1('x').slice(1) }), 'malformed'],
    [
      'a token with a script',
      editorQuery({ '_storyblok_tk[token]': '<script>alert(1)</script>' }),
      'malformed',
    ],
    ['a timestamp with a sign', editorQuery({ '_storyblok_tk[timestamp]': `+${NOW_S}` }), 'malformed'],
    ['a timestamp in exponent notation', editorQuery({ '_storyblok_tk[timestamp]': '1.75e9' }), 'malformed'],
    ['a timestamp of 10^30', editorQuery({ '_storyblok_tk[timestamp]': '1'.padEnd(31, '0') }), 'malformed'],
    ['a space id with a path', editorQuery({ '_storyblok_tk[space_id]': '../12345' }), 'malformed'],
    ['a story id that is not a number', editorQuery({ _storyblok: '1 OR 1=1' }), 'malformed'],
    [
      'a repeated token (which copy counts?)',
      editorQuery({ '_storyblok_tk[token]': [sha1(`12345:${SECRET}:${NOW_S}`), 'a'.repeat(40)] }),
      'malformed',
    ],
    ['a repeated story id', editorQuery({ _storyblok: ['1', '2'] }), 'malformed'],
  ])('refuses %s', (_, query, reason) => {
    expect(verifyPreviewToken(query, SECRET, NOW)).toEqual(refused(reason))
  })

  it('refuses everything when no preview token is configured', () => {
    const query = editorQuery({ '_storyblok_tk[token]': sha1(`12345::${NOW_S}`) })
    expect(verifyPreviewToken(query, '', NOW)).toEqual(refused('wrong-token'))
  })

  it('signedPreviewQuery signs as Storyblok does: its links pass, with another secret they do not', () => {
    const query = signedPreviewQuery({ secret: SECRET, nowMs: NOW, storyId: 4711, spaceId: 12345 })
    expect(query.get('_storyblok_tk[token]')).toBe(sha1(`12345:${SECRET}:${NOW_S}`))
    expect(query.get('_storyblok')).toBe('4711')
    expect(verifyPreviewToken(query, SECRET, NOW + 60_000)).toEqual({ ok: true })
    expect(verifyPreviewToken(query, 'another', NOW)).toEqual(refused('wrong-token'))
  })
})

describe('the preview token per content source', () => {
  it.each<[string, Record<string, string | undefined>, string]>([
    [
      'Storyblok with a preview token',
      { STORYBLOK_TOKEN: 'public', STORYBLOK_PREVIEW_TOKEN: 'prev' },
      'prev',
    ],
    ['Storyblok with one token for both', { STORYBLOK_TOKEN: 'both' }, 'both'],
    ['the embedded service: its own preview token', {}, 'embedded-preview'],
    ['the embedded service with a secret of its own', { STORYBLOK_PREVIEW_TOKEN: ' deployed ' }, 'deployed'],
    [
      'the embedded service, empty values as dotenv writes them',
      { STORYBLOK_TOKEN: '', STORYBLOK_PREVIEW_TOKEN: '' },
      'embedded-preview',
    ],
  ])('%s', (_, env, secret) => {
    expect(previewSecret(env)).toBe(secret)
  })
})

describe('editor parameters in the URL', () => {
  it.each<[string, boolean]>([
    ['?_storyblok=4711', true],
    ['?_storyblok_tk[token]=abc', true],
    ['?_storyblok_tk%5Btoken%5D=abc', true],
    ['?utm_source=x&_storyblok_lang=fr', true],
    ['', false],
    ['?page=2&sort=Price:asc', false],
    ['?storyblok=1', false],
    ['?x_storyblok=1', false],
  ])('%s is a preview request: %s', (search, expected) => {
    expect(isPreviewQuery(search)).toBe(expected)
  })

  it('previewQuery keeps the editor parameters alone, in order', () => {
    const query = previewQuery('?page=2&_storyblok=1&utm_source=x&_storyblok_tk[token]=t&_storyblok_lang=fr')
    expect([...query.keys()]).toEqual(['_storyblok', '_storyblok_tk[token]', '_storyblok_lang'])
  })
})

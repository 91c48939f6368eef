// The shop's own error store (spec 02 §7 "an error-reporting service receives data at its own endpoint";
// spec 01 §8 noisy errors ignored): Sentry envelopes and server errors → scrubbed records.
import { describe, expect, it } from 'vitest'
import { errorRecordOf, errorRecordsOfEnvelope, pathOf, scrubText } from '@/lib/monitoring/rules/error-report'
import { serverErrorRecord } from '@/lib/monitoring/rules/server-error'
import { clientMonitoring, monitoringSettingsFromEnv } from '@/lib/monitoring/rules/settings'
import { embeddedDsn } from '@/lib/monitoring/rules/sentry-options'

const now = new Date('2026-11-28T12:00:00Z')
const EVENT_ID = 'a'.repeat(32)

const event = (over: Record<string, unknown> = {}) => ({
  event_id: EVENT_ID,
  timestamp: now.getTime() / 1000 - 5,
  level: 'error',
  platform: 'javascript',
  release: '1.2.3',
  environment: 'qa',
  request: {
    url: 'https://www.example.de/de/konto/neues-passwort/?hash=s3cr3t&email=anna@example.de',
    headers: { Cookie: 'x' },
  },
  user: { email: 'anna@example.de' },
  exception: {
    values: [
      {
        type: 'TypeError',
        value: 'Cannot read x of anna@example.de at https://www.example.de/de/?token=abc',
        stacktrace: {
          frames: Array.from({ length: 8 }, (_, i) => ({
            filename: `https://www.example.de/_next/static/chunks/f${i}.js?v=1`,
            function: `fn${i}`,
            lineno: i + 1,
            colno: 2,
          })),
        },
      },
    ],
  },
  ...over,
})

const envelope = (...items: Array<[Record<string, unknown>, unknown]>) =>
  [
    JSON.stringify({ event_id: EVENT_ID, sent_at: now.toISOString(), dsn: 'http://embedded@x/0' }),
    ...items.flatMap(([header, payload]) => [JSON.stringify(header), JSON.stringify(payload)]),
  ].join('\n')

describe('errorRecordOf (what is kept of an event)', () => {
  it('keeps type, scrubbed message, path without query, top 5 frames newest first, release, level, time', () => {
    const record = errorRecordOf(event(), 'browser', now)!
    expect(record).toMatchObject({
      eventId: EVENT_ID,
      level: 'error',
      type: 'TypeError',
      message: 'Cannot read x of [email] at https://www.example.de/de/',
      path: '/de/konto/neues-passwort/',
      release: '1.2.3',
      environment: 'qa',
      source: 'browser',
    })
    expect(record.occurredAt.toISOString()).toBe('2026-11-28T11:59:55.000Z')
    const frames = record.stack.split('\n')
    expect(frames).toHaveLength(5)
    expect(frames[0]).toBe('at fn7 (https://www.example.de/_next/static/chunks/f7.js:8:2)')
    expect(JSON.stringify(record)).not.toMatch(/anna|s3cr3t|Cookie|token=/)
  })

  it('drops noisy browser errors (spec 01 §8), but keeps the same from the server', () => {
    const noisy = event({
      exception: { values: [{ type: 'Error', value: 'ResizeObserver loop limit exceeded' }] },
    })
    expect(errorRecordOf(noisy, 'browser', now)).toBeNull()
    expect(errorRecordOf(noisy, 'server', now)).not.toBeNull()
  })

  it('takes a message event, and the transaction as path when there is no request', () => {
    const record = errorRecordOf({ message: 'hello', transaction: '/de/p/x/?a=1' }, 'server', now)!
    expect(record).toMatchObject({ type: 'Message', message: 'hello', path: '/de/p/x/', stack: '' })
    expect(record.eventId).toMatch(/^[0-9a-f]{32}$/)
  })

  it('does not believe a clock a day off', () => {
    expect(errorRecordOf(event({ timestamp: 1 }), 'browser', now)!.occurredAt).toEqual(now)
  })

  it('is null for no exception and no message, or no event', () => {
    expect(errorRecordOf({ event_id: EVENT_ID }, 'browser', now)).toBeNull()
    expect(errorRecordOf('x', 'browser', now)).toBeNull()
  })
})

describe('errorRecordsOfEnvelope (Sentry envelope of the tunnel)', () => {
  it('takes the events and skips transactions, sessions and client reports', () => {
    const text = envelope(
      [{ type: 'session' }, { sid: 'x', status: 'ok' }],
      [{ type: 'event' }, event()],
      [{ type: 'transaction' }, { type: 'transaction', transaction: '/de/' }],
      [{ type: 'client_report' }, { discarded_events: [] }],
    )
    const records = errorRecordsOfEnvelope(text, 'browser', now)
    expect(records).toHaveLength(1)
    expect(records[0]!.type).toBe('TypeError')
  })

  it('reads payloads by their byte length, multi-byte characters included', () => {
    const payload = JSON.stringify(
      event({ exception: { values: [{ type: 'Error', value: 'Größe ☃\nzwei Zeilen' }] } }),
    )
    const text = [
      JSON.stringify({ event_id: EVENT_ID }),
      JSON.stringify({ type: 'attachment', length: 5 }),
      'a\nbcd',
      JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
      payload,
    ].join('\n')
    expect(errorRecordsOfEnvelope(text, 'browser', now).map((r) => r.message)).toEqual([
      'Größe ☃\nzwei Zeilen',
    ])
  })

  it.each([
    ['empty', ''],
    ['header only', '{}'],
    ['broken item header', '{}\nnot json\n{}'],
    ['broken payload', '{}\n{"type":"event"}\n{not json'],
  ])('%s → nothing', (_, text) => {
    expect(errorRecordsOfEnvelope(text, 'browser', now)).toEqual([])
  })
})

describe('scrubText and pathOf (no personal data)', () => {
  it.each([
    ['mail to anna.b@example.co.uk failed', 'mail to [email] failed'],
    ['GET https://x.de/de/?hash=abc&x=1 failed', 'GET https://x.de/de/ failed'],
    ['token 0123456789abcdef0123456789abcdef01 expired', 'token [token] expired'],
    ['plain', 'plain'],
  ])('%s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed)
  })
  it('cuts long texts', () => {
    expect(scrubText('x '.repeat(400))).toHaveLength(500)
  })
  it.each([
    ['https://x.de/de/suche/?q=anna', '/de/suche/'],
    ['/de/konto/#top', '/de/konto/'],
    [undefined, null],
  ])('pathOf(%s) → %s', (address, path) => {
    expect(pathOf(address)).toBe(path)
  })
})

describe('serverErrorRecord (onRequestError without SENTRY_DSN)', () => {
  it('keeps name, scrubbed message, 5 frames and the path without query', () => {
    const error = new RangeError('no order for anna@example.de')
    const record = serverErrorRecord(
      error,
      '/de/konto/?email=anna@example.de',
      {
        release: '1.0',
        environment: 'production',
        eventId: EVENT_ID,
      },
      now,
    )
    expect(record).toMatchObject({
      eventId: EVENT_ID,
      type: 'RangeError',
      message: 'no order for [email]',
      path: '/de/konto/',
      source: 'server',
      release: '1.0',
      occurredAt: now,
    })
    expect(record.stack.split('\n').length).toBeLessThanOrEqual(5)
    expect(record.stack).toMatch(/^at /)
  })
  it('takes a thrown string', () => {
    expect(
      serverErrorRecord('boom', '/de/', { release: '1', environment: 'qa', eventId: EVENT_ID }, now),
    ).toMatchObject({
      type: 'Error',
      message: 'boom',
    })
  })
})

describe('monitoring settings (run time, one build for every deployment)', () => {
  it('defaults to the shop’s own endpoints and 10 % tracing (spec 02 §7)', () => {
    const settings = monitoringSettingsFromEnv({}, 'production')
    expect(settings).toEqual({
      vitalsUrl: '/api/monitoring/vitals/',
      secret: null,
      sentryDsn: null,
      environment: 'production',
      tracesSampleRate: 0.1,
    })
    expect(clientMonitoring(settings, '1.0')).toEqual({
      vitalsUrl: '/api/monitoring/vitals/',
      dsn: null,
      tunnel: '/api/monitoring/errors/',
      environment: 'production',
      release: '1.0',
      tracesSampleRate: 0.1,
    })
  })
  it('switches to the configured services; the browser never learns the secret', () => {
    const settings = monitoringSettingsFromEnv(
      {
        MONITORING_URL: 'https://rum.example.com/vitals',
        MONITORING_SECRET: 'a-long-enough-secret',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        SENTRY_ENVIRONMENT: 'prod-eu',
        SENTRY_TRACES_SAMPLE_RATE: '0.25',
      },
      'production',
    )
    const client = clientMonitoring(settings, '1.0')
    expect(client).toMatchObject({
      vitalsUrl: 'https://rum.example.com/vitals',
      dsn: 'https://key@o1.ingest.sentry.io/2',
      tunnel: null,
      environment: 'prod-eu',
      tracesSampleRate: 0.25,
    })
    expect(JSON.stringify(client)).not.toContain('a-long-enough-secret')
  })
  it.each([
    [{ MONITORING_URL: 'ftp://x' }],
    [{ MONITORING_SECRET: 'short' }],
    [{ SENTRY_DSN: 'not a url' }],
    [{ SENTRY_TRACES_SAMPLE_RATE: '2' }],
  ])('refuses %j', (env) => {
    expect(() => monitoringSettingsFromEnv(env, 'qa')).toThrow()
  })
  it('treats empty values as unset (dotenv)', () => {
    expect(monitoringSettingsFromEnv({ MONITORING_URL: '', SENTRY_DSN: ' ' }, 'qa').vitalsUrl).toBe(
      '/api/monitoring/vitals/',
    )
  })
  it('builds a DSN for the tunnel from the page origin', () => {
    expect(embeddedDsn('https://www.example.de')).toBe('https://embedded@www.example.de/0')
    expect(embeddedDsn('http://de-de.localhost:3000')).toBe('http://embedded@de-de.localhost:3000/0')
  })
})

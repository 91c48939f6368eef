/**
 * Drafts stay closed where the shop is public (issue 13 item 3): with DEPLOYMENT_ENV production (or
 * preview) the editor preview and its live render are refused unless a preview token other than the
 * embedded service's default, which is in the source, is configured. Development and QA keep the default.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { previewDisabledReason } from '@/lib/content/rules/preview-gate'
import { EMBEDDED_TOKENS } from '@/lib/content/rules/embedded/handler'
import { signedPreviewQuery } from '@/lib/content/server/preview'

vi.mock('@/components/content/StoryPage', () => ({ StoryPage: () => null }))
// The action's own checks after the token are not under test here: any page story passes them.
vi.mock('@/lib/content/rules/types', () => ({
  storySchema: { safeParse: (data: unknown) => ({ success: true, data }) },
}))

const DEFAULT = EMBEDDED_TOKENS.preview
const OWN = 'a-preview-token-of-our-own'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('previewDisabledReason', () => {
  it.each<[string, string, boolean]>([
    ['development', DEFAULT, false],
    ['qa', DEFAULT, false],
    ['production', DEFAULT, true],
    ['preview', DEFAULT, true],
    ['production', '', true],
    ['production', OWN, false],
    ['preview', OWN, false],
  ])('%s with secret %j: refused %s', (deploymentEnv, secret, refused) => {
    const reason = previewDisabledReason(secret, deploymentEnv)
    expect(reason !== null).toBe(refused)
    // The reason names what to set, never the secret itself.
    if (reason) expect(reason).toMatch(/preview token|STORYBLOK_PREVIEW_TOKEN/i)
    if (reason && secret) expect(reason).not.toContain(secret)
  })
})

/** The process's modules as a start with this environment loads them (shopConfig reads it at import). */
async function startWith(env: Record<string, string>) {
  vi.stubEnv('STORYBLOK_TOKEN', '')
  vi.stubEnv('STORYBLOK_PREVIEW_TOKEN', '')
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  vi.resetModules()
  const preview = await import('@/lib/content/server/preview')
  const action = await import('@/components/content/preview/render-preview')
  const start = await import('@/lib/content/server/start-checks')
  return { ...preview, ...action, ...start }
}

const link = (secret: string) => signedPreviewQuery({ secret, nowMs: Date.now(), storyId: 1 })
const liveRender = (editorQuery: URLSearchParams) => ({
  editorQuery: editorQuery.toString(),
  market: 'de-de',
  language: 'de',
  path: '/de/pflege/',
  story: { content: { component: 'page' } },
})

describe('the preview and its server action', () => {
  it('development: a link signed with the default secret opens the preview and the live render', async () => {
    const { checkPreviewAccess, renderPreviewStory } = await startWith({ DEPLOYMENT_ENV: 'development' })
    expect(checkPreviewAccess(link(DEFAULT))).toEqual({ ok: true })
    expect(await renderPreviewStory(liveRender(link(DEFAULT)))).not.toBeNull()
  })

  it('production without a token of its own: the default-signed link is refused, and the start says why', async () => {
    const { checkPreviewAccess, renderPreviewStory, logContentStartChecks } = await startWith({
      DEPLOYMENT_ENV: 'production',
    })
    expect(checkPreviewAccess(link(DEFAULT))).toEqual({ ok: false, reason: 'disabled' })
    expect(await renderPreviewStory(liveRender(link(DEFAULT)))).toBeNull()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logContentStartChecks()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/previews are refused.*STORYBLOK_PREVIEW_TOKEN/)
    warn.mockRestore()
  })

  it('production with a token of its own: its links work, default-signed ones do not', async () => {
    const { checkPreviewAccess, renderPreviewStory, logContentStartChecks } = await startWith({
      DEPLOYMENT_ENV: 'production',
      STORYBLOK_PREVIEW_TOKEN: OWN,
    })
    expect(checkPreviewAccess(link(OWN))).toEqual({ ok: true })
    expect(await renderPreviewStory(liveRender(link(OWN)))).not.toBeNull()
    expect(checkPreviewAccess(link(DEFAULT))).toEqual({ ok: false, reason: 'wrong-token' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logContentStartChecks()
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })
})

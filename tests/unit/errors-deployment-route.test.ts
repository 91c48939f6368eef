import { afterEach, describe, expect, it, vi } from 'vitest'
import { showsErrorDetails } from '@/components/errors/useErrorDetails'

/** A fresh server process: modules (and the shop configuration) load with the environment it starts in. */
async function startServer(env: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return import('@/app/api/deployment/route')
}

const deploymentRequest = new Request('http://localhost:3000/api/deployment/')

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('spec 02 §2: the error page’s QA details follow DEPLOYMENT_ENV of the running server', () => {
  it.each([
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'qa' }, 'qa', true],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'production' }, 'production', false],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: 'preview' }, 'preview', false],
    [{ NODE_ENV: 'production', DEPLOYMENT_ENV: '' }, 'production', false],
    [{ NODE_ENV: 'development', DEPLOYMENT_ENV: '' }, 'development', false],
  ])('a server started with %j answers %s (details shown: %s)', async (env, expected, details) => {
    const { GET, dynamic } = await startServer(env)
    // Never prerendered: the answer is the running server's, not the build machine's.
    expect(dynamic).toBe('force-dynamic')
    const response = await GET(deploymentRequest)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as { deploymentEnv: string }
    expect(body).toEqual({ deploymentEnv: expected })
    expect(showsErrorDetails(body.deploymentEnv)).toBe(details)
  })

  it('the same build answers differently when started in another environment', async () => {
    const qa = await (await (await startServer({ DEPLOYMENT_ENV: 'qa' })).GET(deploymentRequest)).json()
    const live = await (
      await (await startServer({ DEPLOYMENT_ENV: 'production' })).GET(deploymentRequest)
    ).json()
    expect([qa, live]).toEqual([{ deploymentEnv: 'qa' }, { deploymentEnv: 'production' }])
  })

  it.each([undefined, null, 'QA', 'production', 1])('showsErrorDetails(%j) is false', (value) => {
    expect(showsErrorDetails(value)).toBe(false)
  })
})

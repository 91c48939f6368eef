/** GET /api/build/{buildId}/: build metadata per build id (spec 01 §7); an id of another build is a 404. */
import { currentBuild } from '@/lib/build/metadata'
import { knownHostOnly } from '@/lib/http/rules/host'

async function buildById(_request: Request, { params }: { params: Promise<{ buildId: string }> }) {
  const { buildId } = await params
  const build = currentBuild()
  if (buildId !== build.id) return Response.json({ error: 'unknown build' }, { status: 404 })
  return Response.json(build, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } })
}

export const GET = knownHostOnly(buildById)

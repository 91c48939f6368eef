/** GET /api/build/latest/: the latest-build file clients poll to notice a new deployment (spec 01 §4, §7). */
import { currentBuild } from '@/lib/build/metadata'
import { knownHostOnly } from '@/lib/http/rules/host'

function latestBuild() {
  return Response.json(currentBuild(), { headers: { 'cache-control': 'no-cache' } })
}

export const GET = knownHostOnly(latestBuild)

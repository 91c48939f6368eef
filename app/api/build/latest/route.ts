import { currentBuild } from '@/lib/build/metadata'

/** The latest-build file clients poll to notice a new deployment (spec 01 §4, §7). */
export function GET() {
  return Response.json(currentBuild(), { headers: { 'cache-control': 'no-cache' } })
}

/** This server's build id, release and time: the build metadata files of spec 01 §7 (/api/build/…). */
import { APP_RELEASE_VERSION } from '@/lib/config/constants'

export interface BuildMetadata {
  id: string
  release: string
  builtAt: string
}

/** This server's build (spec 01 §7 build metadata); the id changes with every deployment. */
export function currentBuild(): BuildMetadata {
  return {
    id: process.env.BUILD_ID ?? 'development',
    release: process.env.APP_RELEASE_VERSION ?? APP_RELEASE_VERSION,
    builtAt: process.env.BUILT_AT ?? new Date(0).toISOString(),
  }
}

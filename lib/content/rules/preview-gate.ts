/**
 * Whether editor previews (drafts) may be shown at all in this deployment (issue 13 item 3). The
 * embedded content service's default preview secret, `embedded-preview`, is in the source code, so a
 * link signed with it proves nothing: anyone could read drafts. Where the shop is reachable from the
 * internet (DEPLOYMENT_ENV production or preview, as the local mailbox counts them) the preview and its
 * live render are refused unless a preview token other than the default is configured.
 */
import { EMBEDDED_TOKENS } from './embedded/handler'

/** The deployment environments (lib/config) that are internal: development machines and QA. */
const INTERNAL_ENVIRONMENTS: readonly string[] = ['development', 'qa']

/** Why previews are off with this secret in this environment, or null when they may be shown. */
export function previewDisabledReason(secret: string, deploymentEnv: string): string | null {
  if (INTERNAL_ENVIRONMENTS.includes(deploymentEnv)) return null
  if (!secret) return `no preview token is configured (DEPLOYMENT_ENV=${deploymentEnv})`
  if (secret === EMBEDDED_TOKENS.preview)
    return `STORYBLOK_PREVIEW_TOKEN is unset or the default from the source (DEPLOYMENT_ENV=${deploymentEnv}); set a secret of your own`
  return null
}

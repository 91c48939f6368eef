import 'server-only'

/** The monitoring settings of this process (rules/settings.ts), read once from the environment. */
import { shopConfig } from '@/lib/config'
import { processSingleton } from '@/lib/cache/process-singleton'
import { monitoringSettingsFromEnv, type MonitoringSettings } from '../rules/settings'

export function monitoringSettings(): MonitoringSettings {
  return processSingleton('__storefrontMonitoringSettings', () =>
    monitoringSettingsFromEnv(process.env, shopConfig.deploymentEnv),
  )
}

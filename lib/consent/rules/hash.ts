/**
 * The address hash controls of the consent banner (spec 02 §2): `#denyConsent` denies optional consent,
 * `#denyAppConsent` denies app tracking consent, `#allowAppConsent` reopens the banner unless app
 * tracking was denied before.
 */
export type ConsentHashCommand = 'denyConsent' | 'denyAppConsent' | 'allowAppConsent'

const COMMANDS: readonly ConsentHashCommand[] = ['denyConsent', 'denyAppConsent', 'allowAppConsent']

export function consentHashCommand(hash: string): ConsentHashCommand | null {
  const value = hash.replace(/^#/, '')
  return (COMMANDS as readonly string[]).includes(value) ? (value as ConsentHashCommand) : null
}

export type HashOutcome = { kind: 'deny'; appDenied: boolean } | { kind: 'open' } | { kind: 'none' }

/** What a command does given whether app tracking was denied before. */
export function hashOutcome(command: ConsentHashCommand | null, appDeniedBefore: boolean): HashOutcome {
  switch (command) {
    case 'denyConsent':
      return { kind: 'deny', appDenied: appDeniedBefore }
    case 'denyAppConsent':
      return { kind: 'deny', appDenied: true }
    case 'allowAppConsent':
      return appDeniedBefore ? { kind: 'none' } : { kind: 'open' }
    default:
      return { kind: 'none' }
  }
}

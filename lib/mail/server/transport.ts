import 'server-only'

/**
 * The process's mail settings and transport (issue 10 item 6), built once from the environment
 * (./settings.ts): SMTP with SMTP_URL, else the local mailbox; and whether its page may be shown.
 */
import { processSingleton } from '@/lib/cache/process-singleton'
import { flavourRules, shopConfig } from '@/lib/config'
import { mailboxAvailable } from '../rules/mailbox'
import { mailboxTransport } from './mailbox'
import type { MailTransport } from './port'
import { mailSettingsFromEnv, type MailSettings } from './settings'
import { smtpTransport } from './smtp'

export function mailSettings(): MailSettings {
  return processSingleton('__storefrontMailSettings', () => mailSettingsFromEnv(process.env, flavourRules))
}

export function mailTransport(): MailTransport {
  return processSingleton('__storefrontMailTransport', () => {
    const { transport, mailboxDir } = mailSettings()
    return transport.kind === 'smtp' ? smtpTransport(transport.url) : mailboxTransport(mailboxDir)
  })
}

export interface LocalMailbox {
  /** The mailbox page and API exist (development, QA); elsewhere they answer 404. */
  open: boolean
  dir: string
  /** Mail goes out by SMTP: nothing new lands in the mailbox. */
  smtp: boolean
}

/** The running server's answer, not the build's: DEPLOYMENT_ENV is read when the process starts. */
export function localMailbox(): LocalMailbox {
  const settings = mailSettings()
  return {
    open: mailboxAvailable(shopConfig.deploymentEnv),
    dir: settings.mailboxDir,
    smtp: settings.transport.kind === 'smtp',
  }
}

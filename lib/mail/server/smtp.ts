import 'server-only'

/** The mail port's SMTP transport (issue 10 item 6): nodemailer, configured by SMTP_URL (./settings.ts). */
import nodemailer from 'nodemailer'
import type { MailTransport } from './port'

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default; a shopper's
 * request waits on the first attempt, so ours give up sooner and leave the message to the retry.
 * The URL's own parameters (?connectionTimeout=…) win over these.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS })
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Shop-Mail-Kind': mail.kind },
        attachments: (mail.attachments ?? []).map(({ filename, content, contentType }) => ({
          filename,
          content,
          contentType,
        })),
      })
    },
  }
}

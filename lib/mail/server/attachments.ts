import 'server-only'

/**
 * The files a mail kind carries (issue 11 item 6), made from its outbox payload when the message leaves:
 * the order confirmation's PDF invoice. Rendered again on a retry, so the outbox stores no file.
 */
import { invoiceFileName, invoicePdf } from '@/lib/invoice/server/invoice-pdf'
import type { MailData, MailKind } from '../rules/kinds'
import type { MailAttachment } from './port'
import { mailLanguage } from './render'

export async function mailAttachments<K extends MailKind>(
  kind: K,
  language: string,
  data: MailData<K>,
): Promise<MailAttachment[]> {
  if (kind !== 'order-confirmation') return []
  const { order } = data as MailData<'order-confirmation'>
  const locale = mailLanguage(language)
  const [content, filename] = await Promise.all([invoicePdf(order, locale), invoiceFileName(order, locale)])
  return [{ filename, contentType: 'application/pdf', content }]
}

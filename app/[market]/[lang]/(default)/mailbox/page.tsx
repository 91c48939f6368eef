/**
 * The local mailbox (issue 10 item 6), /{lang}/mailbox/: the mail this server wrote instead of sending,
 * for developers and QA (`?to=` filters by recipient, `?id=` opens one). Only in development and QA
 * (lib/mail/rules/mailbox.ts); elsewhere not found. Rendered per request: the running server decides.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PATHNAMES } from '@/lib/i18n/pathnames'
import { listMailbox, readMailboxMessage } from '@/lib/mail/server/mailbox'
import { localMailbox } from '@/lib/mail/server/transport'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { Mailbox } from '@/components/mail/Mailbox'

export const dynamic = 'force-dynamic'

type Props = {
  params: MarketLangParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' && value ? value : undefined

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'mailbox' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function MailboxPage({ params, searchParams }: Props) {
  const [{ market, language }, query] = await Promise.all([pageContext(params), searchParams])
  const mailbox = localMailbox()
  if (!mailbox.open) notFound()
  const to = single(query.to)
  const id = single(query.id)
  const [messages, message] = await Promise.all([
    listMailbox(mailbox.dir, { to, limit: 100 }),
    id ? readMailboxMessage(mailbox.dir, id) : null,
  ])
  return (
    <Mailbox
      language={language}
      timeZone={market.timezone}
      path={`/${language}${PATHNAMES['/mailbox']}/`}
      messages={messages}
      opened={id ? { id, message } : null}
      to={to}
      smtp={mailbox.smtp}
    />
  )
}

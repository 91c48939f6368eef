/**
 * The local mailbox page's view (issue 10 item 6): a filter by recipient, the messages newest first, and
 * the opened one with its links, its HTML in a sandboxed frame (no scripts; a link opens in the top
 * window, as from a mail client) and its text. A developer's and QA's tool, accessible all the same.
 */
import { getFormatter, getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'
import {
  framedHtml,
  mailboxAttachmentHref,
  type MailboxMessage,
  type MailboxSummary,
} from '@/lib/mail/rules/mailbox'
import styles from './mailbox.module.css'

interface MailboxProps {
  language: Language
  timeZone: string
  /** The page's own path, e.g. /de/mailbox/. */
  path: string
  messages: readonly MailboxSummary[]
  /** The opened message: its id, and the message (null when that id is unknown). */
  opened: { id: string; message: MailboxMessage | null } | null
  to?: string
  smtp: boolean
}

const SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation'
const isWebLink = (href: string) => /^https?:\/\//i.test(href)

export async function Mailbox({ language, timeZone, path, messages, opened, to, smtp }: MailboxProps) {
  const t = await getTranslations({ locale: language, namespace: 'mailbox' })
  const format = await getFormatter({ locale: language })
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'medium', timeZone })
  const href = (params: Record<string, string | undefined>) => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]))
    return query.size ? `${path}?${query}` : path
  }

  return (
    <article className={styles.page} data-screen="mailbox">
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {smtp && (
          <p className="notice" role="status">
            {t('smtpActive')}
          </p>
        )}
      </header>

      <form
        className={styles.filter}
        method="get"
        action={path}
        role="search"
        aria-label={t('filter.legend')}
      >
        <div className={styles.field}>
          <label htmlFor="mailbox-to">{t('filter.label')}</label>
          <input id="mailbox-to" name="to" type="email" defaultValue={to} autoComplete="off" />
        </div>
        <button type="submit" className="button">
          {t('filter.submit')}
        </button>
        {to && <a href={path}>{t('filter.reset')}</a>}
      </form>

      {opened && (
        <section className={styles.message} aria-labelledby="mailbox-message">
          {opened.message ? (
            <>
              <h2 id="mailbox-message" lang={opened.message.language}>
                {opened.message.subject}
              </h2>
              <dl className={styles.meta}>
                <dt>{t('message.from')}</dt>
                <dd>{opened.message.from}</dd>
                <dt>{t('message.to')}</dt>
                <dd>{opened.message.to}</dd>
                <dt>{t('message.date')}</dt>
                <dd>
                  <time dateTime={opened.message.date}>{date(opened.message.date)}</time>
                </dd>
                <dt>{t('message.kind')}</dt>
                <dd>
                  {opened.message.kind} ({opened.message.language})
                </dd>
              </dl>
              {opened.message.links.some((link) => isWebLink(link.href)) && (
                <>
                  <h3>{t('message.links')}</h3>
                  <ul className={styles.links}>
                    {opened.message.links
                      .filter((link) => isWebLink(link.href))
                      .map((link) => (
                        <li key={link.href}>
                          <a href={link.href} data-mail-link>
                            {link.label}
                          </a>
                        </li>
                      ))}
                  </ul>
                </>
              )}
              {opened.message.attachments.length > 0 && (
                <>
                  <h3>{t('message.attachments')}</h3>
                  <ul className={styles.links}>
                    {opened.message.attachments.map((file, index) => (
                      <li key={index}>
                        <a
                          href={mailboxAttachmentHref(opened.id, index)}
                          download={file.filename}
                          data-mail-attachment
                        >
                          {t('message.attachmentDownload', {
                            filename: file.filename,
                            size: Math.max(1, Math.round(file.size / 1024)),
                          })}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <h3>{t('message.html')}</h3>
              <iframe
                className={styles.frame}
                title={t('message.frameTitle', { subject: opened.message.subject })}
                srcDoc={framedHtml(opened.message.html)}
                sandbox={SANDBOX}
              />
              <h3>{t('message.text')}</h3>
              <pre className={styles.text} lang={opened.message.language}>
                {opened.message.text}
              </pre>
            </>
          ) : (
            <h2 id="mailbox-message">{t('message.notFound')}</h2>
          )}
          <p>
            <a href={href({ to })}>{t('message.back')}</a>
          </p>
        </section>
      )}

      <section aria-labelledby="mailbox-list">
        <h2 id="mailbox-list">{t('list.heading')}</h2>
        {messages.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('list.caption', { count: messages.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('list.date')}</th>
                  <th scope="col">{t('list.to')}</th>
                  <th scope="col">{t('list.subject')}</th>
                  <th scope="col">{t('list.kind')}</th>
                  <th scope="col">{t('list.language')}</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id} aria-current={opened?.id === m.id ? 'true' : undefined}>
                    <td>
                      <time dateTime={m.date}>{date(m.date)}</time>
                    </td>
                    <td>{m.to}</td>
                    <td lang={m.language}>
                      <a href={href({ id: m.id, to })}>{m.subject}</a>
                    </td>
                    <td>{m.kind}</td>
                    <td>{m.language}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  )
}

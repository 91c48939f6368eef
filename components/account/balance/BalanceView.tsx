/**
 * The account balance (issue 10 item 7): the total of the customer's ledger in the market's currency
 * and its entries (date, what it was, credit or debit, amount). Cents stay integers until formatted
 * here, in the market's formatting locale (spec 01 §9).
 */
import { getTranslations } from 'next-intl/server'
import type { Balance } from '@/lib/account/server/balance'
import { MONEY_MINOR_UNITS } from '@/lib/config/constants'
import type { Language, Market } from '@/lib/config'
import { numberFormat } from '@/lib/i18n/number-format'
import styles from './Balance.module.css'

interface Props {
  language: Language
  market: Market
  balance: Balance
}

export async function BalanceView({ language, market, balance }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'account.balance' })
  const money = (cents: number, signed: boolean) =>
    numberFormat(market.formattingLocale, {
      style: 'currency',
      currency: market.currency,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(cents / MONEY_MINOR_UNITS)
  const date = new Intl.DateTimeFormat(market.formattingLocale, {
    dateStyle: 'medium',
    timeZone: market.timezone,
  })
  // Reasons are codes where the shop knows them (refund, goodwill …); any other text is shown as written.
  const reason = (value: string) =>
    t.has(`reasons.${value}`) ? t(`reasons.${value}` as 'reasons.refund') : value

  return (
    <div className={styles.balance}>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{t('total')}</span>
        <span className={styles.totalAmount} data-negative={balance.totalCents < 0 || undefined}>
          {money(balance.totalCents, false)}
        </span>
      </p>
      <section aria-labelledby="balance-entries">
        <h2 id="balance-entries">{t('entries')}</h2>
        {balance.entries.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <>
            {balance.entryCount > balance.entries.length && (
              <p className={styles.note}>{t('latest', { count: balance.entries.length })}</p>
            )}
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.reason')}</th>
                  <th scope="col" className={styles.type}>
                    {t('columns.type')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('columns.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {balance.entries.map((entry) => {
                  const credit = entry.amountCents > 0
                  return (
                    <tr key={entry.id} data-kind={credit ? 'credit' : 'debit'}>
                      <td className={styles.date}>
                        <time dateTime={entry.createdAt.toISOString()}>{date.format(entry.createdAt)}</time>
                      </td>
                      <td className={styles.reason}>{reason(entry.reason)}</td>
                      <td className={styles.type}>{credit ? t('credit') : t('debit')}</td>
                      <td className={styles.amount}>{money(entry.amountCents, true)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </>
        )}
      </section>
    </div>
  )
}

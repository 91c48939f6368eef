/**
 * Everything the shop stores about the customer (GDPR Art. 15; issue 10 item 7 "my data"), section by
 * section as lib/account/server/export.ts collects it; the same data downloads as JSON.
 */
import { getTranslations } from 'next-intl/server'
import type { AccountData } from '@/lib/account/server/export'
import { formatMoney } from '@/lib/catalog/rules/money'
import type { Language, Market } from '@/lib/config'
import { CURRENCIES, type Currency } from '@/lib/config/markets'
import { MyDataOrders } from './MyDataOrders'
import { DataSection, DataTable, dataFormats } from './MyDataParts'
import styles from './overview.module.css'

const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value)

export async function MyDataOverview({
  data,
  market,
  language,
}: {
  data: AccountData
  market: Market
  language: Language
}) {
  const t = await getTranslations({ locale: language, namespace: 'profile' })
  const f = dataFormats(market, language)
  const money = (cents: number, currency: string) =>
    isCurrency(currency)
      ? formatMoney(cents, { locale: market.formattingLocale, currency })
      : `${cents / 100} ${currency}`
  const empty = t('myData.empty')
  const { profile } = data
  const product = (item: { productId: number; productName: string | null }) =>
    item.productName ?? t('myData.items.productNo', { id: item.productId })
  const mailKind = (kind: string) =>
    t.has(`myData.mails.kinds.${kind}`) ? t(`myData.mails.kinds.${kind}`) : kind
  const section = (key: string) => t(`myData.sections.${key}`)
  // Awaited here rather than nested: the overview renders as one server-rendered tree.
  const orders = await MyDataOrders({ orders: data.orders, market, language })

  return (
    <div className={styles.sections}>
      <DataSection title={section('profile')}>
        <dl>
          <dt>{t('myData.profile.customerNo')}</dt>
          <dd>{profile.customerNo}</dd>
          <dt>{t('myData.profile.salutation')}</dt>
          <dd>{t(`salutations.${profile.gender}`)}</dd>
          <dt>{t('myData.profile.name')}</dt>
          <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
          <dt>{t('myData.profile.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('myData.profile.phone')}</dt>
          <dd>{profile.phone ?? '–'}</dd>
          <dt>{t('myData.profile.birthDate')}</dt>
          <dd>{f.day(profile.birthDate)}</dd>
          <dt>{t('myData.profile.registeredAt')}</dt>
          <dd>{f.dateTime(profile.registeredAt)}</dd>
          <dt>{t('myData.profile.passwordChangedAt')}</dt>
          <dd>{f.dateTime(profile.passwordChangedAt)}</dd>
          <dt>{t('myData.profile.updatedAt')}</dt>
          <dd>{f.dateTime(profile.updatedAt)}</dd>
        </dl>
      </DataSection>

      <DataSection title={section('newsletter')}>
        <p>
          {data.newsletter.subscribed
            ? t('myData.newsletter.subscribed')
            : t('myData.newsletter.notSubscribed')}
        </p>
      </DataSection>

      <DataSection title={section('addresses')}>
        {data.addresses.length === 0 ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <ul className={styles.list}>
            {data.addresses.map((address) => (
              <li key={address.id}>
                <strong>{t(`myData.address.${address.kind}`)}</strong>
                {address.isDefaultBilling && ` · ${t('myData.address.defaultBilling')}`}
                {address.isDefaultShipping && ` · ${t('myData.address.defaultShipping')}`}
                <address className={styles.message}>
                  {[
                    address.company,
                    `${address.firstName} ${address.lastName}`,
                    `${address.street} ${address.houseNumber}`,
                    address.addressExtra,
                    `${address.postcode} ${address.city}`,
                    f.country(address.country),
                    address.phone,
                  ]
                    .filter(Boolean)
                    .join('\n')}
                </address>
              </li>
            ))}
          </ul>
        )}
      </DataSection>

      <DataSection title={section('balance')}>
        <DataTable
          caption={section('balance')}
          rows={data.balance.entries}
          empty={empty}
          columns={[
            { header: t('myData.balance.date'), cell: (entry) => f.dateTime(entry.createdAt) },
            { header: t('myData.balance.reason'), cell: (entry) => entry.reason },
            {
              header: t('myData.balance.amount'),
              cell: (entry) => money(entry.amountCents, entry.currency),
              numeric: true,
            },
          ]}
        />
        {data.balance.totals.map((total) => (
          <p key={total.currency}>
            {t('myData.balance.total')}: <strong>{money(total.amountCents, total.currency)}</strong>
          </p>
        ))}
      </DataSection>

      <DataSection title={section('basket')}>
        <DataTable
          caption={section('basket')}
          rows={data.basket.items}
          empty={empty}
          columns={[
            { header: t('myData.items.product'), cell: product },
            { header: t('myData.items.quantity'), cell: (item) => item.quantity, numeric: true },
            { header: t('myData.items.addedAt'), cell: (item) => f.dateTime(item.createdAt) },
          ]}
        />
      </DataSection>

      <DataSection title={section('wishlist')}>
        <DataTable
          caption={section('wishlist')}
          rows={data.wishlist.items}
          empty={empty}
          columns={[
            { header: t('myData.items.product'), cell: product },
            { header: t('myData.items.addedAt'), cell: (item) => f.dateTime(item.createdAt) },
          ]}
        />
      </DataSection>

      {orders}

      <DataSection title={section('contactMessages')} wide>
        {data.contactMessages.length === 0 ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <ul className={styles.list}>
            {data.contactMessages.map((message, index) => (
              <li key={index}>
                <strong>{t(`contact.topics.${message.subject}`)}</strong> · {f.dateTime(message.createdAt)}
                <p className={styles.message}>{message.message}</p>
              </li>
            ))}
          </ul>
        )}
      </DataSection>

      <DataSection title={section('sessions')} wide>
        <DataTable
          caption={section('sessions')}
          rows={data.sessions}
          empty={empty}
          columns={[
            {
              header: t('myData.sessions.createdAt'),
              cell: (row) => (
                <>
                  {f.dateTime(row.createdAt)}
                  {row.current && <strong>{` · ${t('myData.sessions.current')}`}</strong>}
                </>
              ),
            },
            { header: t('myData.sessions.lastSeenAt'), cell: (row) => f.dateTime(row.lastSeenAt) },
            { header: t('myData.sessions.expiresAt'), cell: (row) => f.dateTime(row.expiresAt) },
          ]}
        />
      </DataSection>

      <DataSection title={section('passwordResets')}>
        <DataTable
          caption={section('passwordResets')}
          rows={data.passwordResets}
          empty={empty}
          columns={[
            { header: t('myData.passwordResets.createdAt'), cell: (row) => f.dateTime(row.createdAt) },
            { header: t('myData.passwordResets.expiresAt'), cell: (row) => f.dateTime(row.expiresAt) },
            { header: t('myData.passwordResets.usedAt'), cell: (row) => f.dateTime(row.usedAt) },
          ]}
        />
      </DataSection>

      <DataSection title={section('mails')}>
        <DataTable
          caption={section('mails')}
          rows={data.mails}
          empty={empty}
          columns={[
            { header: t('myData.mails.kind'), cell: (row) => mailKind(row.kind) },
            { header: t('myData.mails.createdAt'), cell: (row) => f.dateTime(row.createdAt) },
            {
              header: t('myData.mails.sentAt'),
              cell: (row) => (row.sentAt ? f.dateTime(row.sentAt) : t('myData.mails.pending')),
            },
          ]}
        />
      </DataSection>
    </div>
  )
}

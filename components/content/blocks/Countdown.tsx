/** The `countdown` block (spec 01 §2) and the campaign countdown the other campaign blocks embed. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { campaignCountdown } from '@/lib/content/rules/campaign'
import type { BlockContext, BlockProps } from './types'
import { isBlockCampaignVisible, readCampaign } from './campaign-visibility'
import { CountdownClock } from './lazy-clients'
import { editableAttributes } from './editable'
import { headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './Countdown.module.css'

/**
 * The time left until `dateTo` (spec 01 §3): the server renders the remaining time at the page's clock
 * and the end as the market's shoppers read it (their time zone); the clock then ticks in the browser.
 * Nothing when the end is missing, unreadable or already past.
 */
export function CampaignCountdown({
  dateTo,
  context,
  compact = false,
}: {
  dateTo: string | null | undefined
  context: BlockContext
  compact?: boolean
}) {
  const t = useTranslations('blocks.countdown')
  const countdown = campaignCountdown(
    dateTo,
    context.now,
    context.market.timezone,
    context.market.formattingLocale,
  )
  if (!countdown || countdown.ended) return null
  return (
    <div className={styles.countdown} data-compact={compact}>
      <div role="timer" aria-label={t('label')} className={styles.timer}>
        <CountdownClock
          endsAt={countdown.endsAt}
          initialRemainingMs={countdown.remainingMs}
          locale={context.market.formattingLocale}
          labels={{
            days: { one: t('days', { count: 1 }), other: t('days', { count: 2 }) },
            hours: t('hours'),
            minutes: t('minutes'),
            seconds: t('seconds'),
            ended: t('ended'),
          }}
        />
      </div>
      <p className={styles.endsAt}>
        {t.rich('endsAt', {
          date: () => <time dateTime={countdown.endsAt}>{countdown.endsAtLocal}</time>,
        })}
      </p>
    </div>
  )
}

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  text,
  theme: z.enum(['light', 'dark', 'accent']).catch('accent'),
})

/**
 * `countdown`: counts down to the campaign end (`date_to`) in the market's time zone. It shows only
 * while the campaign is visible (spec 01 §5: its dates and audience).
 */
export function Countdown({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  const { dateTo } = readCampaign(blok, context)
  if (!data || !dateTo || !isBlockCampaignVisible(blok, context)) return null
  return (
    <section className={styles.block} data-theme={data.theme} {...editableAttributes(blok, context.preview)}>
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      {data.text && <p className={styles.text}>{data.text}</p>}
      <CampaignCountdown dateTo={dateTo} context={context} />
    </section>
  )
}

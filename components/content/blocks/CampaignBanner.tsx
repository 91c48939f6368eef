/**
 * `campaign_banner`: a campaign's message, only while the campaign is visible (spec 01 §5, at the
 * page's clock). As a bar it can be dismissed for the session; as a layer it opens once per session.
 * The conditions open in the campaignConditions dialog.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { TrackPromotion } from '@/components/tracking/TrackPromotion'
import { contentPromotion } from '@/lib/tracking/rules/promotion'
import type { BlockProps } from './types'
import { isBlockCampaignVisible, readCampaign } from './campaign-visibility'
import { CampaignBannerLayer, DismissibleCampaignBar } from './lazy-clients'
import { ConditionsButton } from './CampaignConditions'
import { CampaignCountdown } from './Countdown'
import { editableAttributes } from './editable'
import { ContentLink } from './kit/ContentLink'
import { flag, readFields, text } from './kit/fields'
import styles from './CampaignBanner.module.css'

const fields = z.looseObject({
  headline: text,
  text,
  link: z.unknown(),
  link_label: text,
  /** A voucher code shoppers copy at checkout, shown prominently. */
  code: text,
  theme: z.enum(['accent', 'dark', 'light']).catch('accent'),
  dismissible: flag,
  /** bar: a strip in the page; layer: an overlay once per session (campaignBanner dialog). */
  display: z.enum(['bar', 'layer']).catch('bar'),
  show_countdown: flag,
  terms: z.unknown(),
  terms_label: text,
  terms_title: text,
})

export function CampaignBanner({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.campaign')
  const data = readFields(fields, blok)
  if (!data?.headline || !isBlockCampaignVisible(blok, context)) return null
  const { dateTo } = readCampaign(blok, context)
  const layer = data.display === 'layer' && !context.preview

  const details = (
    <>
      {data.text && <p className={styles.text}>{data.text}</p>}
      {data.code && (
        <p className={styles.code}>
          {t.rich('code', {
            code: (chunks) => <strong className={styles.codeValue}>{chunks}</strong>,
            value: data.code,
          })}
        </p>
      )}
      {data.show_countdown && <CampaignCountdown dateTo={dateTo} context={context} compact />}
      <div className={styles.actions}>
        {data.link_label && (
          <ContentLink link={data.link} language={context.language} className={styles.cta}>
            {data.link_label}
          </ContentLink>
        )}
        <ConditionsButton
          owner={blok._uid}
          document={data.terms}
          label={data.terms_label}
          title={data.terms_title}
          context={context}
        />
      </div>
      <TrackPromotion promotion={contentPromotion(blok, data.headline)} />
    </>
  )

  if (layer) {
    return (
      <CampaignBannerLayer id={blok._uid} title={data.headline}>
        <div className={styles.layer}>{details}</div>
      </CampaignBannerLayer>
    )
  }

  const content = (
    <div className={styles.content}>
      <p className={styles.headline}>{data.headline}</p>
      {details}
    </div>
  )
  const rootProps = {
    className: styles.banner,
    'data-theme': data.theme,
    'aria-label': t('label'),
    'data-block': 'campaign_banner',
    ...editableAttributes(blok, context.preview),
  }
  if (data.dismissible) {
    return (
      <DismissibleCampaignBar
        id={blok._uid}
        dismissLabel={t('dismiss')}
        rootProps={rootProps}
        className={styles.inner}
        buttonClassName={styles.dismiss}
      >
        {content}
      </DismissibleCampaignBar>
    )
  }
  return (
    <section {...rootProps}>
      <div className={styles.inner}>{content}</div>
    </section>
  )
}

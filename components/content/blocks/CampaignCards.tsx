/**
 * `campaign_cards`: current campaigns side by side. Each card is a campaign of its own: it shows only
 * while its dates and audience say so (spec 01 §5), and the block disappears when none is left.
 */
import { z } from 'zod'
import type { BlockContext, BlockProps } from './types'
import { isBlockCampaignVisible, readCampaign } from './campaign-visibility'
import { ConditionsButton } from './CampaignConditions'
import { CampaignCountdown } from './Countdown'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { ContentLink } from './kit/ContentLink'
import { asset, blocksOf, flag, headingTag, readFields, text, type HeadingTag } from './kit/fields'
import { Heading, subHeading } from './kit/Heading'
import type { Block } from '@/lib/content/rules/types'
import { TrackPromotion } from '@/components/tracking/TrackPromotion'
import { contentPromotion } from '@/lib/tracking/rules/promotion'
import styles from './CampaignCards.module.css'

const cardFields = z.looseObject({
  image: asset,
  badge: text,
  headline: text,
  text,
  link: z.unknown(),
  link_label: text,
  show_countdown: flag,
  terms: z.unknown(),
  terms_label: text,
  terms_title: text,
})

function CampaignCard({ blok, context, tag }: { blok: Block; context: BlockContext; tag: HeadingTag }) {
  const data = readFields(cardFields, blok)
  if (!data?.headline) return null
  return (
    <li className={styles.card} {...editableAttributes(blok, context.preview)}>
      {data.image && (
        <div className={styles.media}>
          <ContentImage asset={data.image} preset="default" ratio={3 / 2} className={styles.image} />
          {data.badge && <span className={styles.badge}>{data.badge}</span>}
        </div>
      )}
      <div className={styles.body}>
        <Heading as={tag} className={styles.headline}>
          {data.headline}
        </Heading>
        {data.text && <p className={styles.text}>{data.text}</p>}
        {data.show_countdown && (
          <CampaignCountdown dateTo={readCampaign(blok, context).dateTo} context={context} compact />
        )}
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
      </div>
      <TrackPromotion promotion={contentPromotion(blok, data.headline)} />
    </li>
  )
}

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  cards: blocksOf(['campaign_card']),
})

export function CampaignCards({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  const visible = (data?.cards ?? []).filter(
    (card) => readFields(cardFields, card)?.headline && isBlockCampaignVisible(card, context),
  )
  if (!data || visible.length === 0) return null
  const tag = headingTag(data.headline_level, 'h2')
  return (
    <section
      className={styles.campaignCards}
      data-block="campaign_cards"
      {...editableAttributes(blok, context.preview)}
    >
      {data.headline && (
        <Heading as={tag} className={styles.title}>
          {data.headline}
        </Heading>
      )}
      <ul className={styles.list} data-count={Math.min(visible.length, 3)}>
        {visible.map((card) => (
          <CampaignCard
            key={card._uid}
            blok={card}
            context={context}
            tag={data.headline ? subHeading(tag) : 'h3'}
          />
        ))}
      </ul>
    </section>
  )
}

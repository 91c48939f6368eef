'use client'

/**
 * The heavier client parts of blocks, each in a chunk of its own. The registry imports every block, so
 * a client component imported directly would ship with every content page, used or not; through these
 * a page loads only the parts it renders (still rendered on the server, hydrated once their chunk is in).
 */
import dynamic from 'next/dynamic'

export const CustomFormClient = dynamic(() => import('./CustomFormClient').then((m) => m.CustomFormClient))
export const NewsletterForm = dynamic(() => import('./NewsletterForm').then((m) => m.NewsletterForm))
export const YoutubePlayer = dynamic(() => import('./VideoPlayer').then((m) => m.YoutubePlayer))
export const FilePlayer = dynamic(() => import('./VideoPlayer').then((m) => m.FilePlayer))
export const CountdownClock = dynamic(() => import('./CountdownClock').then((m) => m.CountdownClock))
export const ModalDialog = dynamic(() => import('./ModalDialog').then((m) => m.ModalDialog))
export const BasketDirectAddButton = dynamic(() =>
  import('./BasketDirectAddButton').then((m) => m.BasketDirectAddButton),
)
export const BundlePromotionAddAll = dynamic(() =>
  import('./BundlePromotionAddAll').then((m) => m.BundlePromotionAddAll),
)
export const CampaignConditionsDialog = dynamic(() =>
  import('./CampaignConditionsDialog').then((m) => m.CampaignConditionsDialog),
)
export const PromotionProductDisclaimer = dynamic(() =>
  import('./PromotionProductDisclaimer').then((m) => m.PromotionProductDisclaimer),
)
export const CampaignBannerLayer = dynamic(() =>
  import('./CampaignBannerClient').then((m) => m.CampaignBannerLayer),
)
export const DismissibleCampaignBar = dynamic(() =>
  import('./CampaignBannerClient').then((m) => m.DismissibleCampaignBar),
)

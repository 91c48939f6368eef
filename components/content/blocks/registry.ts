/**
 * The one map from a block's Storyblok component name to its component (the content blocks of
 * spec 01 §2). Each block lives in its own file; adding a block = a file plus one line here.
 */
import type { BlockComponent } from './types'
import { Accordion, AccordionItem } from './Accordion'
import { Alert } from './Alert'
import { Article } from './Article'
import { Author } from './Author'
import { Banner } from './Banner'
import { BasketDirectAdd } from './BasketDirectAdd'
import { Brands } from './Brands'
import { Breadcrumb } from './Breadcrumb'
import { BundlePromotion } from './BundlePromotion'
import { CampaignBanner } from './CampaignBanner'
import { CampaignCards } from './CampaignCards'
import { CampaignConditions } from './CampaignConditions'
import { Card } from './Card'
import { CarouselSlider } from './CarouselSlider'
import { Consultation } from './Consultation'
import { Countdown } from './Countdown'
import { CustomForm } from './CustomForm'
import { DocumentationPage } from './DocumentationPage'
import { Download } from './Download'
import { Faq, FaqItem } from './Faq'
import { Footer, FooterColumn } from './Footer'
import { Grid, GridColumn } from './Grid'
import { Header, NavItem } from './Header'
import { Headline } from './Headline'
import { Icon } from './Icon'
import { Iframe } from './Iframe'
import { ImageMap } from './ImageMap'
import { LinkSlider } from './LinkSlider'
import { Listing } from './Listing'
import { Modal } from './Modal'
import { NavTeaser } from './NavTeaser'
import { Newsletter } from './Newsletter'
import { Page } from './Page'
import { ProductList } from './ProductList'
import { ProductSlider } from './ProductSlider'
import { PromotionProduct } from './PromotionProduct'
import { QrCode } from './QrCode'
import { RetailStore } from './RetailStore'
import { RichTextBlock } from './RichTextBlock'
import { SeoSection, SeoSections } from './SeoSections'
import { ServiceContact } from './ServiceContact'
import { Spotlight } from './Spotlight'
import { StageTeaser } from './StageTeaser'
import { StepVisualizer } from './StepVisualizer'
import { Table } from './Table'
import { TagSlider } from './TagSlider'
import { Teaser } from './Teaser'
import { Video } from './Video'

export const BLOCKS: Record<string, BlockComponent<never>> = {
  // Story roots and the layout stories' blocks.
  accordion: Accordion,
  accordion_item: AccordionItem,
  alert: Alert,
  article: Article,
  author: Author,
  banner: Banner,
  basket_direct_add: BasketDirectAdd,
  brands: Brands,
  breadcrumb: Breadcrumb,
  bundle_promotion: BundlePromotion,
  campaign_banner: CampaignBanner,
  campaign_cards: CampaignCards,
  campaign_conditions: CampaignConditions,
  card: Card,
  carousel_slider: CarouselSlider,
  consultation: Consultation,
  countdown: Countdown,
  custom_form: CustomForm,
  documentation_page: DocumentationPage,
  download: Download,
  faq: Faq,
  faq_item: FaqItem,
  footer: Footer,
  footer_column: FooterColumn,
  grid: Grid,
  grid_column: GridColumn,
  header: Header,
  headline: Headline,
  icon: Icon,
  iframe: Iframe,
  image_map: ImageMap,
  link_slider: LinkSlider,
  listing: Listing,
  modal: Modal,
  nav_item: NavItem,
  nav_teaser: NavTeaser,
  newsletter: Newsletter,
  page: Page,
  product_list: ProductList,
  product_slider: ProductSlider,
  promotion_product: PromotionProduct,
  qr_code: QrCode,
  retail_store: RetailStore,
  richtext: RichTextBlock,
  seo_section: SeoSection,
  seo_sections: SeoSections,
  service_contact: ServiceContact,
  spotlight: Spotlight,
  stage_teaser: StageTeaser,
  step_visualizer: StepVisualizer,
  table: Table,
  tag_slider: TagSlider,
  teaser: Teaser,
  video: Video,
}

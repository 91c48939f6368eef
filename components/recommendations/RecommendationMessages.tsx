// The texts a recommendation slider reads in the browser: its own, the cards' (with the image swiper's
// label), the slider's.
import { clientMessagesProvider } from '@/lib/i18n/client-messages'

// LayerRecommendations loads the same three in the browser, as the layer's messages are not on the page.
export const RecommendationMessages = clientMessagesProvider([
  'catalog',
  'recommendations',
  'blocks.slider',
  'listing.card',
])

import common from './common.json'
import basket from './basket.json'
import basketPage from './basketPage.json'
import wishlist from './wishlist.json'
import wishlistPage from './wishlistPage.json'
import screens from './screens.json'
import errors from './errors.json'
import dialogs from './dialogs.json'
import uikit from './uikit.json'
import catalog from './catalog.json'
import product from './product.json'
import blocks from './blocks.json'
import content from './content.json'
import listing from './listing.json'
import search from './search.json'
import recommendations from './recommendations.json'
import stores from './stores.json'
import account from './account.json'
import mail from './mail.json'
import mailbox from './mailbox.json'
import monitoring from './monitoring.json'
import profile from './profile.json'
import checkout from './checkout.json'
import payment from './payment.json'
import consent from './consent.json'
import countryPicker from './countryPicker.json'

const messages = {
  common,
  basket,
  basketPage,
  wishlist,
  wishlistPage,
  screens,
  errors,
  dialogs,
  uikit,
  catalog,
  product,
  blocks,
  content,
  listing,
  search,
  recommendations,
  stores,
  account,
  mail,
  mailbox,
  monitoring,
  profile,
  checkout,
  payment,
  consent,
  countryPicker,
}
export default messages

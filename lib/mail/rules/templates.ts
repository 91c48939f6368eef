/**
 * The account mails' contents (issue 10 item 6; the order mails' in ./order-templates.ts): for each kind, which texts of the `mail` namespace
 * (messages/{lang}/mail.json) in which order, and which links. Pure: the caller hands in the translator of
 * the recipient's language and the flavour's brand (spec 01 §1).
 */
import {
  REGISTRATION_LINK_VALID_HOURS,
  RESET_LINK_VALID_MINUTES,
  parseMailData,
  type MailData,
  type MailKind,
} from './kinds'
import { ADDRESS_CONFIRM_LINK_HOURS } from '@/lib/confirmations/rules/confirm'
import { renderFrame, type MailBlock, type RenderedMail } from './layout'
import { ORDER_BODIES, ORDER_GROUPS, type OrderMailContext } from './order-templates'

/** A next-intl translator of the `mail` namespace (createTranslator). */
export type MailTranslate = (key: string, values?: Record<string, string | number>) => string

export interface MailBrand {
  name: string
  theme: { primary: string; accent: string }
}

/** The message group of each kind in mail.json. */
const GROUP: Record<MailKind, string> = {
  'password-reset': 'passwordReset',
  'register-confirm': 'registerConfirm',
  welcome: 'welcome',
  'register-attempt': 'registerAttempt',
  contact: 'contact',
  'contact-copy': 'contactCopy',
  'account-deleted': 'accountDeleted',
  'newsletter-confirm': 'newsletterConfirm',
  'address-confirm': 'addressConfirm',
  'store-reservation': 'storeReservation',
  ...ORDER_GROUPS,
}

type Text = (key: string, values?: Record<string, string | number>) => string
type Body<K extends MailKind> = (data: MailData<K>, t: Text, ctx: OrderMailContext) => MailBlock[]

const p = (text: string): MailBlock => ({ type: 'paragraph', text })

const BODIES: { [K in MailKind]: Body<K> } = {
  'password-reset': (d, t) => [
    p(t('intro')),
    { type: 'button', label: t('button'), href: d.resetUrl },
    p(t('validity', { minutes: RESET_LINK_VALID_MINUTES })),
    p(t('notYou')),
  ],
  'register-confirm': (d, t) => [
    p(t('intro')),
    { type: 'button', label: t('button'), href: d.confirmUrl },
    p(t('validity', { hours: REGISTRATION_LINK_VALID_HOURS })),
    p(t('notYou')),
  ],
  welcome: (d, t) => [
    p(t('intro')),
    p(t('benefits')),
    { type: 'button', label: t('button'), href: d.loginUrl },
    p(t('notYou')),
  ],
  'register-attempt': (d, t) => [
    p(t('intro')),
    p(t('ifYou')),
    { type: 'button', label: t('loginButton'), href: d.loginUrl },
    p(t('forgotten')),
    { type: 'button', label: t('resetButton'), href: d.resetUrl },
    p(t('notYou')),
  ],
  contact: (d, t) => [
    p(t('intro')),
    { type: 'quote', label: t('customerLabel'), text: `${d.name} · ${d.email} · ${d.customerNo}` },
    { type: 'quote', label: t('subjectLabel'), text: d.subject },
    { type: 'quote', label: t('messageLabel'), text: d.message },
  ],
  'contact-copy': (d, t) => [
    p(t('intro')),
    { type: 'quote', label: t('subjectLabel'), text: d.subject },
    { type: 'quote', label: t('messageLabel'), text: d.message },
  ],
  'account-deleted': (_d, t) => [p(t('intro')), p(t('gdpr')), p(t('goodbye')), p(t('notYou'))],
  'newsletter-confirm': (d, t) => [
    p(t('intro')),
    { type: 'button', label: t('button'), href: d.confirmUrl },
    p(t('ignore')),
  ],
  'address-confirm': (d, t) => [
    p(t(`intro.${d.purpose}`)),
    { type: 'button', label: t('button'), href: d.confirmUrl },
    p(t('validity', { hours: ADDRESS_CONFIRM_LINK_HOURS })),
    p(t('ignore')),
  ],
  'store-reservation': (d, t) => [
    p(t('intro', { count: d.count })),
    {
      type: 'quote',
      label: t('storeLabel'),
      text: `${d.store.name}\n${d.store.street}\n${d.store.postalCode} ${d.store.city}\n${d.store.openingHours}`,
    },
    { type: 'quote', label: t('nameLabel'), text: d.name },
    p(t('heldUntil', { heldUntil: d.heldUntil })),
    p(t('payInStore')),
  ],
  ...ORDER_BODIES,
}

export interface RenderOptions {
  language: string
  brand: MailBrand
  translate: MailTranslate
  /** What the order mails also need: the `checkout` texts and the seller (lib/config/invoice.ts). */
  order?: OrderMailContext
}

function missingOrderContext(): never {
  throw new Error('order mails need the checkout texts and the seller (RenderOptions.order)')
}

const NO_ORDER_CONTEXT: OrderMailContext = {
  checkout: missingOrderContext,
  get seller(): never {
    return missingOrderContext()
  },
  language: 'de',
}

/**
 * Subject, HTML and text of one mail. The data is checked against the kind first (a ZodError names the
 * field). A subject is one header line: line breaks a shopper typed into a contact subject are spaces.
 */
export function renderMail<K extends MailKind>(
  kind: K,
  data: MailData<K>,
  options: RenderOptions,
): RenderedMail {
  const parsed = parseMailData(kind, data)
  const { translate, brand } = options
  const group = GROUP[kind]
  const t: Text = (key, values) => translate(`${group}.${key}`, { brand: brand.name, ...values })
  const firstName =
    'firstName' in parsed ? parsed.firstName : 'order' in parsed ? parsed.order.customer.firstName : ''
  const subjectValues = {
    ...('subject' in parsed && { subject: parsed.subject }),
    ...('customerNo' in parsed && { customerNo: parsed.customerNo }),
    ...('orderNumber' in parsed && { orderNumber: parsed.orderNumber }),
    ...('order' in parsed && { orderNumber: parsed.order.orderNumber }),
  }
  return renderFrame({
    language: options.language,
    brand: brand.name,
    theme: brand.theme,
    subject: t('subject', subjectValues).replace(/\s*[\r\n]+\s*/g, ' '),
    greeting: firstName ? translate('frame.greeting', { firstName }) : translate('frame.greetingWithoutName'),
    blocks: (BODIES[kind] as Body<K>)(parsed, t, options.order ?? NO_ORDER_CONTEXT),
    closing: translate('frame.closing'),
    signature: translate('frame.signature', { brand: brand.name }),
    linkFallback: translate('frame.linkFallback'),
    footer: translate('frame.footer', { brand: brand.name }),
  })
}

import 'server-only'

/** Attributes, pictures and texts of one seeded product (spec 01 §3, spec 02 §3). */
import { WARNINGS_ATTRIBUTE } from '@/lib/catalog/rules/attribute-keys'
import { IMAGES } from '@/lib/config/constants'
import type { Language } from '@/lib/config/markets'
import type { StoredAdvancedAttributes, StoredAttributes, StoredImage } from '@/lib/db/schema'
import type { SeedCategory } from './categories'
import { colourLabel, imageColour } from './colours'
import { GRAVURE_HEADLINE } from './flavour-catalogs'
import { l, type L, type ProductDraft } from './model'
import { traitsOf } from './product-traits'
import type { RowContext } from './row-context'
import { warningsOf } from './warnings'

const EKTG_LABELS: Record<string, L> = {
  grossgerte: l('Großgeräte', 'Gros appareils', 'Grote apparaten'),
  bildschirme_und_monitore: l(
    'Bildschirme und Monitore',
    'Écrans et moniteurs',
    'Beeldschermen en monitoren',
  ),
  klgerte_informationsu_telekommtechnik: l(
    'Kleine Geräte der Informations- und Telekommunikationstechnik',
    'Petits équipements informatiques et de télécommunications',
    'Kleine IT- en telecommunicatieapparatuur',
  ),
  kleingeraete: l('Kleingeräte', 'Petits appareils', 'Kleine apparaten'),
  lampen: l('Lampen', 'Lampes', 'Lampen'),
}
const YES = {
  bulky: l('Sperrgut', 'Encombrant', 'Volumineus'),
  personalised: l('Personalisierbar', 'Personnalisable', 'Personaliseerbaar'),
  freeShipping: l('Versandkostenfrei', 'Livraison gratuite', 'Gratis verzending'),
}
const VOUCHER_INTRO = l(
  'Die perfekte Geschenkidee für jeden Anlass.',
  'L’idée cadeau parfaite pour toutes les occasions.',
  'Het perfecte cadeau voor elke gelegenheid.',
)
const SENTENCE_PREFIX = {
  colour: l('Farbe: ', 'Coloris : ', 'Kleur: '),
  motif: l('Motiv: ', 'Motif : ', 'Motief: '),
  age: l('Geeignet ', 'Convient ', 'Geschikt '),
}

export function attributesOf(draft: ProductDraft, ctx: RowContext, main: SeedCategory): StoredAttributes {
  const { type } = draft
  const brand = ctx.catalog.brands[draft.brandIndex]
  const attributes: StoredAttributes = {
    farbe: draft.colours.map((code) => ({ value: code, label: colourLabel(code) })),
    warengruppe: { value: String(main.group) },
  }
  if (draft.withSubbrand && brand?.subbrand) {
    attributes.subbrand = { value: brand.subbrand.toLowerCase().replace(/\s+/g, '-'), label: brand.subbrand }
  }
  if (type.bulky) attributes.bulkyOrLoad = { value: 'j', label: YES.bulky }
  if (type.personalised) attributes.personalisierterArtikel = { value: '1', label: YES.personalised }
  if (draft.freeShipping) attributes.freeShipping = { value: 'j', label: YES.freeShipping }
  if (type.ektg) attributes.eKTG = { value: type.ektg, label: EKTG_LABELS[type.ektg] ?? type.ektg }
  if (type.age) attributes.dimAlterGeeignetAb = { value: type.age.de, label: type.age }
  const warnings = warningsOf(type.key)
  if (warnings) attributes[WARNINGS_ATTRIBUTE] = warnings
  if (draft.motif) attributes.motivtext = { value: draft.motif.de.toLowerCase(), label: draft.motif }
  if (draft.vpp && type.axis) attributes.vppdimension = { value: type.axis.attribute }
  if (draft.rating) {
    // The average's label is the shown number ('4,3'), the count's value the number of reviews.
    const average = draft.rating.average.toFixed(1)
    attributes.durchschnittBewertungen = { value: average, label: average.replace('.', ',') }
    attributes.anzahlBewertungen = { value: String(draft.rating.count) }
  }
  return { ...attributes, ...traitsOf(draft) }
}

export function advancedAttributesOf(draft: ProductDraft): StoredAdvancedAttributes {
  const advanced: StoredAdvancedAttributes = {}
  if (draft.vpp) advanced.vppArticle = 'J'
  if (draft.bundle) advanced.virtuelleBundles = draft.bundle
  if (draft.type.personalised) {
    advanced.gravureHeadline = GRAVURE_HEADLINE
    advanced.gravureLength = draft.gravureLength ?? '20'
  }
  return advanced
}

export function imagesOf(draft: ProductDraft): StoredImage[] {
  const colour = imageColour(draft.colours[0] ?? 'grau')
  const image = (suffix: string): StoredImage => ({
    src: `/images/catalog/${draft.type.shape}-${colour}${suffix}.webp`,
    width: IMAGES.defaultSize,
    height: IMAGES.defaultSize,
    colour,
  })
  return draft.withDetailImage ? [image(''), image('-detail')] : [image('')]
}

// French and Dutch nouns are lowercased inside a sentence ("Le canapé Lund …"), German ones are not.
const inSentence = (noun: string, language: Language) =>
  language === 'de' ? noun : noun.charAt(0).toLowerCase() + noun.slice(1)

export function textsOf(draft: ProductDraft, ctx: RowContext, direct: SeedCategory[], language: Language) {
  const { type, model } = draft
  const { intros, closings, brands } = ctx.catalog
  const name = [`${type.noun[language]} ${model}`, draft.feature?.[language]].filter(Boolean).join(', ')
  const colours = draft.colours.map((c) => colourLabel(c)[language])
  const intro = intros[draft.id % intros.length] as L
  const closing = closings[Math.floor(draft.id / 2) % closings.length] as L
  const sentences = [
    type.voucher
      ? VOUCHER_INTRO[language]
      : `${type.article[language]}${inSentence(type.noun[language], language)} ${model} ${intro[language]}.`,
    ...type.details.map((d) => d[language]),
    draft.motif ? `${SENTENCE_PREFIX.motif[language]}${draft.motif[language]}.` : null,
    type.voucher ? null : `${SENTENCE_PREFIX.colour[language]}${colours.join(' / ')}.`,
    type.age ? `${SENTENCE_PREFIX.age[language]}${type.age[language]}.` : null,
    // The closings speak of goods (care instructions, a present for the cosy): not of a voucher.
    type.voucher ? null : closing[language],
  ]
  const brand = brands[draft.brandIndex]
  const keywords = [
    brand?.name,
    draft.withSubbrand ? brand?.subbrand : null,
    ...direct.flatMap((c) => c.pathNames.map((n) => n[language])),
    ...colours,
    draft.motif?.[language],
  ]
  return {
    name,
    description: sentences.filter(Boolean).join(' '),
    keywords: [...new Set(keywords.filter(Boolean))].join(' '),
  }
}

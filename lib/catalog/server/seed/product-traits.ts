import 'server-only'

/**
 * Shopper-facing traits of a seeded product (material, energy class, warranty, care …) for the filter
 * whitelist (spec 01 §9). Derived from the product's type and id only, never from the random stream:
 * adding them leaves every other seeded value, id and slug as it was.
 */
import type { StoredAttributes } from '@/lib/db/schema'
import { l, type ImageShape, type L, type ProductDraft } from './model'

const MATERIALS: Record<string, L> = {
  stoff: l('Stoff', 'Tissu', 'Stof'),
  leder: l('Leder', 'Cuir', 'Leer'),
  samt: l('Samt', 'Velours', 'Fluweel'),
  metall: l('Metall', 'Métal', 'Metaal'),
  glas: l('Glas', 'Verre', 'Glas'),
  holz: l('Holz', 'Bois', 'Hout'),
  edelstahl: l('Edelstahl', 'Acier inoxydable', 'Roestvrij staal'),
  gusseisen: l('Gusseisen', 'Fonte', 'Gietijzer'),
  keramik: l('Keramik', 'Céramique', 'Keramiek'),
  baumwolle: l('Baumwolle', 'Coton', 'Katoen'),
  leinen: l('Leinen', 'Lin', 'Linnen'),
  wolle: l('Wolle', 'Laine', 'Wol'),
  kunststoff: l('Kunststoff', 'Plastique', 'Kunststof'),
  aluminium: l('Aluminium', 'Aluminium', 'Aluminium'),
}
const MATERIALS_BY_SHAPE: Record<ImageShape, string[]> = {
  sofa: ['stoff', 'leder', 'samt'],
  armchair: ['stoff', 'leder', 'samt'],
  lamp: ['metall', 'glas', 'holz'],
  bedding: ['baumwolle', 'leinen'],
  cushion: ['baumwolle', 'leinen', 'samt'],
  rug: ['wolle', 'baumwolle'],
  towel: ['baumwolle', 'leinen', 'wolle'],
  pot: ['edelstahl', 'gusseisen', 'keramik'],
  pan: ['edelstahl', 'gusseisen', 'aluminium'],
  cookset: ['edelstahl', 'gusseisen'],
  kettle: ['edelstahl', 'kunststoff', 'glas'],
  jar: ['glas', 'keramik', 'kunststoff'],
  board: ['holz'],
  cup: ['metall'],
  bottle: ['glas', 'kunststoff', 'edelstahl'],
  babybottle: ['glas', 'kunststoff'],
  pack: ['kunststoff'],
  // Vouchers carry no traits (traitsOf returns before); listed for the record type only.
  voucher: [],
  appliance: ['edelstahl', 'kunststoff'],
  fridge: ['edelstahl', 'kunststoff'],
  toaster: ['edelstahl', 'kunststoff'],
  radio: ['kunststoff', 'holz'],
  warmer: ['kunststoff'],
  screen: ['aluminium', 'kunststoff'],
  pram: ['aluminium', 'stoff'],
  carseat: ['kunststoff', 'stoff'],
  crib: ['holz', 'metall'],
  dresser: ['holz'],
  toy: ['baumwolle', 'holz', 'kunststoff'],
  stacker: ['holz'],
  duck: ['kunststoff'],
  piggy: ['keramik'],
  bodysuit: ['baumwolle', 'wolle'],
}
const STYLES: Record<string, L> = {
  modern: l('Modern', 'Moderne', 'Modern'),
  skandinavisch: l('Skandinavisch', 'Scandinave', 'Scandinavisch'),
  landhaus: l('Landhaus', 'Campagne', 'Landelijk'),
  industrial: l('Industrial', 'Industriel', 'Industrieel'),
}
const STYLED_SHAPES = new Set<ImageShape>([
  'sofa',
  'armchair',
  'lamp',
  'crib',
  'dresser',
  'towel',
  'bedding',
  'cushion',
  'rug',
])
/** EU energy label classes; devices the label covers: large appliances, screens, lamps. */
const ENERGY_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const
const ENERGY_LABELLED = new Set(['grossgerte', 'bildschirme_und_monitore', 'lampen'])
const WARRANTY_YEARS = ['2', '3', '5'] as const
const YEARS = { de: 'Jahre', fr: 'ans', nl: 'jaar' } as const
const DISHWASHER_SHAPES = new Set<ImageShape>(['pot', 'pan', 'cookset', 'jar', 'cup', 'bottle', 'babybottle'])
const WASHABLE_SHAPES = new Set<ImageShape>(['towel', 'bedding', 'cushion', 'rug', 'bodysuit', 'toy'])
const YES = {
  nachhaltig: l('Nachhaltig', 'Durable', 'Duurzaam'),
  spuelmaschinenfest: l('Spülmaschinenfest', 'Compatible lave-vaisselle', 'Vaatwasserbestendig'),
  waschbar: l('Maschinenwaschbar', 'Lavable en machine', 'Machinewasbaar'),
  aufbauservice: l('Mit Aufbauservice', 'Avec service de montage', 'Met montageservice'),
  akku: l('Akkubetrieben', 'Sans fil (batterie)', 'Op accu'),
}

/** A product's pick among n options: spread over the ids, the same for every seed run. */
const pick = <T>(id: number, options: readonly T[], salt: number): T =>
  options[(id * 7 + salt) % options.length] as T
const every = (id: number, n: number, salt = 0) => (id + salt) % n === 0

export function traitsOf(draft: ProductDraft): StoredAttributes {
  const { type, id } = draft
  if (type.voucher) return {}
  const traits: StoredAttributes = {}
  const materials = MATERIALS_BY_SHAPE[type.shape]
  if (materials.length > 0) {
    const material = pick(id, materials, 1)
    traits.material = { value: material, label: MATERIALS[material] ?? material }
  }
  if (STYLED_SHAPES.has(type.shape)) {
    const style = pick(id, Object.keys(STYLES), 2)
    traits.stil = { value: style, label: STYLES[style] ?? style }
  }
  if (type.ektg && ENERGY_LABELLED.has(type.ektg)) {
    const energy = pick(id, ENERGY_CLASSES, 3)
    traits.energieeffizienz = { value: energy, label: energy.toUpperCase() }
  }
  if (type.ektg || type.bulky) {
    const years = pick(id, WARRANTY_YEARS, 4)
    traits.garantie = {
      value: years,
      label: { de: `${years} ${YEARS.de}`, fr: `${years} ${YEARS.fr}`, nl: `${years} ${YEARS.nl}` },
    }
  }
  // The sustainability seal is a theme (its badge and seal text); the yes/no trait states the same fact.
  if (draft.themes.includes('nachhaltig')) traits.nachhaltig = { value: 'j', label: YES.nachhaltig }
  if (DISHWASHER_SHAPES.has(type.shape) && !every(id, 3)) {
    traits.spuelmaschinenfest = { value: 'j', label: YES.spuelmaschinenfest }
  }
  if (WASHABLE_SHAPES.has(type.shape) && !every(id, 5)) {
    traits.waschbar = { value: 'j', label: YES.waschbar }
  }
  if (type.bulky && every(id, 2)) traits.aufbauservice = { value: 'j', label: YES.aufbauservice }
  if ((type.ektg === 'kleingeraete' || type.ektg === 'lampen') && every(id, 3, 1)) {
    traits.akku = { value: 'j', label: YES.akku }
  }
  return traits
}

import 'server-only'

/**
 * Product types of the baby and bm demo catalogs: care and feeding (oils, baths, nappies, wipes and
 * bottles).
 */
import { l, type ProductTypeDef } from '../model'
import { FROM_BIRTH, ml } from './helpers'

export const BABY_CARE: ProductTypeDef[] = [
  {
    key: 'babyoel',
    categories: ['babypflege'],
    shape: 'bottle',
    article: l('Das ', "L'", 'De '),
    noun: l('Babyöl', 'Huile bébé', 'Babyolie'),
    features: [l('Mandel', 'amande', 'amandel'), l('parfümfrei', 'sans parfum', 'parfumvrij')],
    price: [399, 699],
    colours: ['transparent', 'gelb', 'weiss', 'rosa'],
    brands: [6],
    details: [
      l(
        'Pflegt trockene Babyhaut mild und reichhaltig.',
        'Nourrit en douceur la peau sèche de bébé.',
        'Verzorgt de droge babyhuid mild en rijk.',
      ),
    ],
    axis: { attribute: 'masse', values: [ml(100, 1), ml(200, 1.7), ml(500, 3.6)] },
    referenceUnit: 'LI',
    scale: true,
    weight: 2,
  },
  {
    key: 'pflegebad',
    categories: ['babypflege'],
    shape: 'bottle',
    article: l('Das ', 'Le ', 'Het '),
    noun: l('Pflegebad', 'Bain traitant', 'Badschuim'),
    features: [l('Kamille', 'camomille', 'kamille'), l('Calendula', 'calendula', 'calendula')],
    price: [349, 599],
    colours: ['transparent', 'weiss', 'gelb', 'hellblau'],
    brands: [6],
    details: [
      l(
        'pH-hautneutral und ohne Mikroplastik.',
        'pH neutre pour la peau et sans microplastiques.',
        'pH-huidneutraal en zonder microplastics.',
      ),
    ],
    axis: { attribute: 'masse', values: [ml(250, 1), ml(400, 1.5)] },
    referenceUnit: 'LI',
    scale: true,
    weight: 2,
  },
  {
    key: 'windelpaket',
    categories: ['wickeln'],
    shape: 'pack',
    article: l('Das ', 'Le ', 'Het '),
    noun: l('Windelpaket', 'Paquet de couches', 'Luierpak'),
    features: [
      l('Monatsbox', 'boîte mensuelle', 'maandbox'),
      l('Sparpack', 'pack économique', 'voordeelpak'),
    ],
    price: [999, 2999],
    colours: ['weiss', 'hellblau', 'gruen'],
    brands: [6, 8],
    details: [
      l(
        'Atmungsaktiv und bis zu zwölf Stunden trocken.',
        'Respirante et au sec jusqu’à douze heures.',
        'Ademend en tot twaalf uur droog.',
      ),
    ],
    axis: {
      attribute: 'auswahlWalz',
      values: [
        { value: 'gr1', label: l('Größe 1 (2–5 kg)', 'Taille 1 (2–5 kg)', 'Maat 1 (2–5 kg)'), factor: 1 },
        { value: 'gr2', label: l('Größe 2 (3–6 kg)', 'Taille 2 (3–6 kg)', 'Maat 2 (3–6 kg)'), factor: 1 },
        { value: 'gr3', label: l('Größe 3 (4–9 kg)', 'Taille 3 (4–9 kg)', 'Maat 3 (4–9 kg)'), factor: 1.1 },
        {
          value: 'gr4',
          label: l('Größe 4 (7–18 kg)', 'Taille 4 (7–18 kg)', 'Maat 4 (7–18 kg)'),
          factor: 1.2,
        },
      ],
    },
    scale: true,
    weight: 3,
  },
  {
    key: 'feuchttuecher',
    categories: ['wickeln'],
    shape: 'pack',
    article: l('Die ', 'La ', 'De '),
    noun: l('Feuchttuchbox', 'Boîte de lingettes', 'Billendoekjesbox'),
    features: [l('sensitiv', 'peaux sensibles', 'sensitive'), l('mit Wasser', "à l'eau", 'met water')],
    price: [299, 899],
    colours: ['weiss', 'hellblau', 'rosa', 'gruen'],
    brands: [6],
    details: [
      l(
        'Zu 99 % aus Wasser, ohne Duftstoffe.',
        'Composées à 99 % d’eau, sans parfum.',
        'Voor 99 % water, zonder geurstoffen.',
      ),
    ],
    scale: true,
    weight: 2,
  },
  {
    key: 'babyflasche',
    categories: ['stillen'],
    shape: 'babybottle',
    article: l('Die ', 'Le ', 'De '),
    noun: l('Babyflasche', 'Biberon', 'Zuigfles'),
    features: [l('Anti-Kolik', 'anti-colique', 'anti-krampjes'), l('aus Glas', 'en verre', 'van glas')],
    price: [690, 1990],
    colours: ['transparent', 'rosa', 'hellblau', 'gruen', 'gelb'],
    brands: [6, 0],
    details: [
      l(
        'Frei von BPA und spülmaschinengeeignet.',
        'Sans BPA et compatible lave-vaisselle.',
        'BPA-vrij en vaatwasserbestendig.',
      ),
    ],
    axis: {
      attribute: 'auswahlWalz',
      values: [
        { value: '150ml', label: '150 ml', factor: 1 },
        { value: '260ml', label: '260 ml', factor: 1.2 },
      ],
    },
    age: FROM_BIRTH,
    weight: 2,
  },
]

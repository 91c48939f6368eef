import 'server-only'

/** Product types of the home demo catalog: bathroom and home textiles. */
import { l, type ProductTypeDef } from '../model'
import { STRONG } from './helpers'
import { cm } from './helpers'

export const HOME_TEXTILES: ProductTypeDef[] = [
  {
    key: 'handtuch',
    categories: ['handtuecher'],
    shape: 'towel',
    article: l('Das ', 'La ', 'De '),
    noun: l('Handtuch', 'Serviette', 'Handdoek'),
    features: [
      l('Frottee', 'éponge', 'badstof'),
      l('Bio-Baumwolle', 'coton bio', 'biologisch katoen'),
      l('Waffelpiqué', "nid d'abeille", 'wafelstof'),
    ],
    price: [990, 1990],
    colours: [
      'weiss',
      'grau',
      'beige',
      'blau',
      'hellblau',
      'gruen',
      'rosa',
      'tuerkis',
      'gelb',
      'natur',
      'schwarz',
      'rot',
    ],
    brands: [3, 8],
    details: [
      l(
        'Die dichte Schlinge ist saugstark und flauschig weich.',
        'Les boucles denses sont absorbantes et moelleuses.',
        'De dichte lussen zijn absorberend en donzig zacht.',
      ),
    ],
    axis: {
      attribute: 'masse',
      values: [cm('30x50', 0.5), cm('50x100', 1), cm('70x140', 1.6), cm('100x150', 2.2)],
    },
    weight: 4,
  },
  {
    key: 'badematte',
    categories: ['badtextilien'],
    shape: 'rug',
    article: l('Die ', 'Le ', 'De '),
    noun: l('Badematte', 'Tapis de bain', 'Badmat'),
    features: [
      l('rutschfest', 'antidérapant', 'antislip'),
      l('Memory-Schaum', 'mousse à mémoire', 'traagschuim'),
    ],
    price: [1490, 3990],
    colours: ['weiss', 'grau', 'beige', 'blau', 'gruen', 'rosa', 'natur'],
    brands: [3],
    details: [l('Waschbar bei 30 °C.', 'Lavable à 30 °C.', 'Wasbaar op 30 °C.')],
    axis: { attribute: 'masse', values: [cm('50x80', 1), cm('60x100', 1.3)] },
    weight: 2,
  },
  {
    key: 'bettwaesche',
    categories: ['bettwaesche'],
    shape: 'bedding',
    article: l('Die ', 'La ', 'Het '),
    noun: l('Bettwäsche', 'Parure de lit', 'Dekbedovertrek'),
    features: [
      l('Satin', 'satin', 'satijn'),
      l('Renforcé', 'renforcé', 'renforcé'),
      l('Leinen', 'lin', 'linnen'),
      l('Biber', 'flanelle', 'flanel'),
    ],
    price: [3990, 8990],
    colours: ['weiss', 'grau', 'beige', 'blau', 'gruen', 'rosa', 'natur', 'denim', 'gelb', 'mehrfarbig'],
    brands: [3, 1],
    details: [
      l('Mit verdecktem Reißverschluss.', 'Avec fermeture éclair dissimulée.', 'Met verborgen rits.'),
    ],
    axis: { attribute: 'masse', values: [cm('135x200', 1), cm('155x220', 1.2), cm('200x200', 1.5)] },
    motifs: true,
    weight: 3,
  },
  {
    key: 'kissen',
    categories: ['kissen'],
    shape: 'cushion',
    article: l('Die ', 'La ', 'De '),
    noun: l('Kissenhülle', 'Housse de coussin', 'Kussenhoes'),
    features: [l('Leinenoptik', 'aspect lin', 'linnenlook'), l('Samt', 'velours', 'fluweel')],
    price: [990, 2490],
    colours: [...STRONG, 'gelb', 'orange', 'pink', 'lila', 'mehrfarbig'],
    brands: [1, 3],
    details: [
      l('Inlett nicht im Lieferumfang enthalten.', 'Garnissage non inclus.', 'Binnenkussen niet inbegrepen.'),
    ],
    axis: { attribute: 'masse', values: [cm('40x40', 1), cm('50x50', 1.2)] },
    motifs: true,
    weight: 3,
  },
]

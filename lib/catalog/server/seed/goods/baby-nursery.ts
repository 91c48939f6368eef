import 'server-only'

/** Product types of the baby and bm demo catalogs: nursery furniture, sleeping bags and play mats. */
import { l, type ProductTypeDef } from '../model'
import { FROM_BIRTH, SOFT } from './helpers'

export const BABY_NURSERY: ProductTypeDef[] = [
  {
    key: 'beistellbett',
    categories: ['beistellbetten'],
    shape: 'crib',
    article: l('Das ', 'Le ', 'Het '),
    noun: l('Beistellbett', 'Berceau cododo', 'Aanschuifbedje'),
    features: [
      l('mit Matratze', 'avec matelas', 'met matras'),
      l('höhenverstellbar', 'réglable en hauteur', 'in hoogte verstelbaar'),
    ],
    price: [9990, 24900],
    colours: ['weiss', 'natur', 'grau', 'beige'],
    brands: [2, 7],
    details: [
      l(
        'Lässt sich bündig an das Elternbett anschließen.',
        'Se fixe au ras du lit parental.',
        'Sluit naadloos aan op het ouderbed.',
      ),
    ],
    bulky: true,
    age: FROM_BIRTH,
    weight: 1,
  },
  {
    key: 'babybett',
    categories: ['babybetten'],
    shape: 'crib',
    article: l('Das ', 'Le ', 'Het '),
    noun: l('Babybett', 'Lit bébé', 'Babybed'),
    features: [
      l('umbaubar zum Juniorbett', 'évolutif en lit junior', 'ombouwbaar tot juniorbed'),
      l('Buche massiv', 'hêtre massif', 'massief beuken'),
    ],
    price: [14900, 49900],
    colours: ['weiss', 'natur', 'grau', 'beige', 'gruen'],
    brands: [2, 7],
    details: [
      l(
        'Der Lattenrost ist dreifach höhenverstellbar.',
        'Le sommier est réglable sur trois hauteurs.',
        'De lattenbodem is in drie hoogtes verstelbaar.',
      ),
    ],
    axis: {
      attribute: 'masse',
      values: [
        { value: '60x120', label: '60 × 120 cm', factor: 1 },
        { value: '70x140', label: '70 × 140 cm', factor: 1.2 },
      ],
    },
    bulky: true,
    age: FROM_BIRTH,
    weight: 2,
  },
  {
    key: 'wickelkommode',
    categories: ['wickelkommoden'],
    shape: 'dresser',
    article: l('Die ', 'La ', 'De '),
    noun: l('Wickelkommode', 'Commode à langer', 'Commode'),
    features: [l('mit drei Schubladen', 'avec trois tiroirs', 'met drie lades')],
    price: [19900, 59900],
    colours: ['weiss', 'natur', 'grau'],
    brands: [2, 7],
    details: [
      l(
        'Der Wickelaufsatz lässt sich später abnehmen.',
        'Le plan à langer s’enlève par la suite.',
        'Het aankleedkussen kan later worden verwijderd.',
      ),
    ],
    bulky: true,
    weight: 1,
  },
  {
    key: 'schlafsack',
    categories: ['schlafsaecke'],
    shape: 'bodysuit',
    article: l('Der ', 'La ', 'De '),
    noun: l('Babyschlafsack', 'Gigoteuse', 'Babyslaapzak'),
    features: [l('2,5 TOG', '2,5 TOG', '2,5 TOG'), l('Sommer, 0,5 TOG', 'été, 0,5 TOG', 'zomer, 0,5 TOG')],
    price: [2490, 5990],
    colours: SOFT,
    brands: [3, 1],
    details: [
      l(
        'Der Zwei-Wege-Reißverschluss erleichtert das Wickeln in der Nacht.',
        'La fermeture à double sens facilite le change de nuit.',
        'De tweewegrits maakt verschonen ’s nachts makkelijk.',
      ),
    ],
    axis: {
      attribute: 'asGro',
      values: [
        { value: '70', label: '70 cm', factor: 1 },
        { value: '90', label: '90 cm', factor: 1.1 },
        { value: '110', label: '110 cm', factor: 1.2 },
      ],
    },
    motifs: true,
    weight: 2,
  },
  {
    key: 'spielmatte',
    categories: ['spielmatten'],
    shape: 'rug',
    article: l('Die ', 'Le ', 'De '),
    noun: l('Spielmatte', "Tapis d'éveil", 'Speelmat'),
    features: [l('abwaschbar', 'lavable', 'afwasbaar'), l('beidseitig', 'réversible', 'dubbelzijdig')],
    price: [2990, 4990],
    colours: SOFT,
    brands: [5, 3],
    details: [
      l(
        'Frei von Schadstoffen und angenehm weich.',
        'Sans substances nocives et agréablement doux.',
        'Vrij van schadelijke stoffen en heerlijk zacht.',
      ),
    ],
    axis: {
      attribute: 'masse',
      values: [
        { value: '100x100', label: '100 × 100 cm', factor: 1, content: 1 },
        { value: '120x180', label: '120 × 180 cm', factor: 1.8, content: 2.16 },
        { value: '150x200', label: '150 × 200 cm', factor: 2.4, content: 3 },
      ],
    },
    referenceUnit: 'QM',
    weight: 2,
  },
]

import 'server-only'

/** Product types of the home demo catalog: living room (upholstery, lamps and rugs). */
import { l, type ProductTypeDef } from '../model'
import { cm, STRONG } from './helpers'

export const HOME_LIVING: ProductTypeDef[] = [
  {
    key: 'sofa',
    categories: ['sofas'],
    shape: 'sofa',
    article: l('Das ', 'Le ', 'De '),
    noun: l('Sofa', 'Canapé', 'Bank'),
    features: [
      l('2-Sitzer', '2 places', '2-zits'),
      l('3-Sitzer', '3 places', '3-zits'),
      l('mit Schlaffunktion', 'convertible', 'met slaapfunctie'),
      l('Samtbezug', 'revêtement velours', 'fluwelen bekleding'),
    ],
    price: [39900, 149900],
    colours: STRONG,
    brands: [0, 1],
    details: [
      l(
        'Die Polsterung aus Kaltschaum bleibt auch nach Jahren formstabil.',
        'Le rembourrage en mousse froide garde sa forme pendant des années.',
        'De koudschuimvulling blijft jarenlang vormvast.',
      ),
      l(
        'Der Bezug ist abnehmbar und lässt sich reinigen.',
        'La housse est amovible et se nettoie facilement.',
        'De hoes is afneembaar en makkelijk te reinigen.',
      ),
    ],
    bulky: true,
    weight: 3,
  },
  {
    key: 'ecksofa',
    categories: ['ecksofas'],
    shape: 'sofa',
    article: l('Das ', 'Le ', 'De '),
    noun: l('Ecksofa', "Canapé d'angle", 'Hoekbank'),
    features: [l('Cord', 'velours côtelé', 'ribfluweel'), l('Webstoff', 'tissu tissé', 'geweven stof')],
    price: [89900, 219900],
    colours: STRONG,
    brands: [0, 1],
    details: [
      l(
        'Die Ottomane lässt sich links oder rechts montieren.',
        'La méridienne se monte à gauche ou à droite.',
        'De chaise longue kan links of rechts gemonteerd worden.',
      ),
    ],
    axis: {
      attribute: 'auswahlWalz',
      values: [
        {
          value: 'links',
          label: l('Ottomane links', 'Méridienne à gauche', 'Chaise longue links'),
          factor: 1,
        },
        {
          value: 'rechts',
          label: l('Ottomane rechts', 'Méridienne à droite', 'Chaise longue rechts'),
          factor: 1,
        },
      ],
    },
    bulky: true,
    weight: 1,
  },
  {
    key: 'sessel',
    categories: ['sessel'],
    shape: 'armchair',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Sessel', 'Fauteuil', 'Fauteuil'),
    features: [
      l('mit Hocker', 'avec repose-pieds', 'met hocker'),
      l('drehbar', 'pivotant', 'draaibaar'),
      l('Bouclé', 'bouclette', 'bouclé'),
    ],
    price: [19900, 59900],
    colours: STRONG,
    brands: [0, 1, 7],
    details: [
      l(
        'Die Armlehnen laden zum gemütlichen Lesen ein.',
        'Les accoudoirs invitent à la lecture.',
        'De armleuningen nodigen uit tot gezellig lezen.',
      ),
    ],
    bulky: true,
    weight: 2,
  },
  {
    key: 'stehleuchte',
    categories: ['stehleuchten'],
    shape: 'lamp',
    article: l('Die ', 'Le ', 'De '),
    noun: l('Stehleuchte', 'Lampadaire', 'Staande lamp'),
    features: [
      l('dimmbar', 'à intensité variable', 'dimbaar'),
      l('mit Leinenschirm', 'abat-jour en lin', 'met linnen kap'),
      l('LED', 'LED', 'LED'),
    ],
    price: [4990, 24900],
    colours: ['schwarz', 'weiss', 'gold', 'silber', 'grau', 'natur', 'beige', 'gruen', 'transparent'],
    brands: [4],
    details: [
      l(
        'Das warme Licht schafft eine behagliche Atmosphäre.',
        'Sa lumière chaude crée une ambiance chaleureuse.',
        'Het warme licht zorgt voor een behaaglijke sfeer.',
      ),
    ],
    ektg: 'lampen',
    weight: 3,
  },
  {
    key: 'tischleuchte',
    categories: ['tischleuchten'],
    shape: 'lamp',
    article: l('Die ', 'La ', 'De '),
    noun: l('Tischleuchte', 'Lampe de table', 'Tafellamp'),
    features: [
      l('mit Touch-Dimmer', 'variateur tactile', 'met aanraakdimmer'),
      l('Keramikfuß', 'pied en céramique', 'keramische voet'),
    ],
    price: [2490, 12900],
    colours: ['schwarz', 'weiss', 'gold', 'rosa', 'gruen', 'gelb', 'orange', 'transparent', 'lila'],
    brands: [4],
    details: [
      l(
        'Ideal für Nachttisch, Sideboard oder Schreibtisch.',
        'Idéale pour la table de chevet, le buffet ou le bureau.',
        'Ideaal voor nachtkastje, dressoir of bureau.',
      ),
    ],
    ektg: 'lampen',
    weight: 3,
  },
  {
    key: 'teppich',
    categories: ['teppiche'],
    shape: 'rug',
    article: l('Der ', 'Le ', 'Het '),
    noun: l('Teppich', 'Tapis', 'Vloerkleed'),
    features: [
      l('Kurzflor', 'à poils ras', 'laagpolig'),
      l('Hochflor', 'à poils longs', 'hoogpolig'),
      l('aus Wolle', 'en laine', 'van wol'),
    ],
    price: [4990, 9990],
    colours: [...STRONG, 'mehrfarbig'],
    brands: [1, 7],
    details: [
      l(
        'Die rutschfeste Rückseite sorgt für sicheren Halt.',
        'Le dos antidérapant assure un bon maintien.',
        'De antislip onderkant zorgt voor houvast.',
      ),
    ],
    axis: {
      attribute: 'masse',
      values: [
        cm('80x150', 1, 1.2),
        cm('120x170', 1.6, 2.04),
        cm('160x230', 2.6, 3.68),
        cm('200x290', 3.9, 5.8),
      ],
    },
    referenceUnit: 'QM',
    weight: 3,
  },
]

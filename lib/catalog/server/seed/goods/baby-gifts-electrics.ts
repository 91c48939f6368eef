import 'server-only'

/**
 * Product types of the baby and bm demo catalogs: personalised gifts, electricals (the equipment-law
 * categories of spec 01 §9) and vouchers.
 */
import { l, type ProductTypeDef } from '../model'
import { ELECTRIC } from './helpers'

export const BABY_GIFTS_ELECTRICS: ProductTypeDef[] = [
  {
    key: 'taufbecher',
    categories: ['personalisierte-geschenke', 'stillen'],
    shape: 'cup',
    article: l('Der ', 'La ', 'De '),
    noun: l('Taufbecher mit Gravur', 'Timbale de baptême gravée', 'Doopbeker met gravure'),
    features: [l('versilbert', 'métal argenté', 'verzilverd')],
    price: [2990, 7990],
    colours: ['silber', 'gold'],
    brands: [7],
    details: [
      l(
        'Mit Namen und Geburtsdatum graviert – ein Geschenk fürs Leben.',
        'Gravée du prénom et de la date de naissance, un cadeau pour la vie.',
        'Gegraveerd met naam en geboortedatum – een cadeau voor het leven.',
      ),
    ],
    personalised: true,
    weight: 1,
  },
  {
    key: 'spardose',
    categories: ['personalisierte-geschenke', 'holzspielzeug'],
    shape: 'piggy',
    article: l('Die ', 'La ', 'De '),
    noun: l('Spardose mit Namen', 'Tirelire personnalisée', 'Spaarpot met naam'),
    features: [l('Keramik', 'céramique', 'keramiek')],
    price: [1990, 3490],
    colours: ['rosa', 'hellblau', 'weiss', 'gold'],
    brands: [7],
    details: [
      l(
        'Der Name wird liebevoll von Hand aufgemalt.',
        'Le prénom est peint à la main avec soin.',
        'De naam wordt met de hand opgeschilderd.',
      ),
    ],
    personalised: true,
    weight: 1,
  },
  {
    key: 'babyphone',
    categories: ['klgerte_informationsu_telekommtechnik'],
    shape: 'radio',
    article: l('Das ', 'Le ', 'De '),
    noun: l('Babyphone', 'Babyphone', 'Babyfoon'),
    features: [
      l('strahlungsarm', 'faibles ondes', 'stralingsarm'),
      l('mit Gegensprechfunktion', 'avec fonction interphone', 'met terugspreekfunctie'),
    ],
    price: [3990, 12900],
    colours: ELECTRIC,
    brands: [4],
    details: [
      l(
        'Reichweite bis zu 300 Meter im Freien.',
        'Portée jusqu’à 300 mètres en extérieur.',
        'Bereik tot 300 meter buiten.',
      ),
    ],
    ektg: 'klgerte_informationsu_telekommtechnik',
    weight: 2,
  },
  {
    key: 'videobabyphone',
    categories: ['bildschirme_und_monitore'],
    shape: 'screen',
    article: l('Das ', 'Le ', 'De '),
    noun: l('Video-Babyphone', 'Babyphone vidéo', 'Videobabyfoon'),
    features: [
      l('mit Nachtsicht', 'vision nocturne', 'met nachtzicht'),
      l('5-Zoll-Display', 'écran de 5 pouces', '5 inch display'),
    ],
    price: [8990, 24900],
    colours: ELECTRIC,
    brands: [4],
    details: [
      l(
        'Die Kamera lässt sich per Fernbedienung schwenken.',
        'La caméra s’oriente à distance.',
        'De camera is op afstand te draaien.',
      ),
    ],
    ektg: 'bildschirme_und_monitore',
    weight: 2,
  },
  {
    key: 'waschtrockner',
    categories: ['grossgerte'],
    shape: 'appliance',
    article: l('Der ', 'La ', 'De '),
    noun: l('Waschtrockner', 'Lavante-séchante', 'Was-droogcombinatie'),
    features: [l('mit Hygieneprogramm', 'programme hygiène', 'met hygiëneprogramma')],
    price: [59900, 99900],
    colours: ['weiss', 'silber'],
    brands: [4],
    details: [
      l(
        'Das Babywäsche-Programm wäscht besonders schonend.',
        'Le programme linge bébé lave en douceur.',
        'Het babywasprogramma wast extra zacht.',
      ),
    ],
    bulky: true,
    ektg: 'grossgerte',
    weight: 1,
  },
  {
    key: 'flaschenwaermer',
    categories: ['flaschenwaermer'],
    shape: 'warmer',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Flaschenwärmer', 'Chauffe-biberon', 'Flessenwarmer'),
    features: [l('mit Auftaufunktion', 'avec décongélation', 'met ontdooifunctie')],
    price: [2490, 5990],
    colours: ELECTRIC,
    brands: [6, 4],
    details: [
      l(
        'Erwärmt Milch in rund vier Minuten.',
        'Chauffe le lait en quatre minutes environ.',
        'Verwarmt melk in ongeveer vier minuten.',
      ),
    ],
    ektg: 'kleingeraete',
    weight: 1,
  },
  {
    key: 'geschenkgutschein',
    categories: ['geschenkgutscheine'],
    shape: 'voucher',
    article: l('Der ', 'La ', 'De '),
    noun: l('Geschenkgutschein', 'Carte cadeau', 'Cadeaubon'),
    features: [],
    price: [2500, 2500],
    colours: ['rosa', 'hellblau', 'gold'],
    brands: [8],
    details: [
      l(
        'Wird als liebevoll gestaltete Karte per Post verschickt.',
        'Envoyée par la poste sous forme de jolie carte.',
        'Wordt als mooie kaart per post verstuurd.',
      ),
    ],
    axis: {
      attribute: 'auswahlWalz',
      values: [
        { value: '25', label: '25 €', factor: 1 },
        { value: '50', label: '50 €', factor: 2 },
      ],
    },
    voucher: 'gift',
    weight: 0.5,
  },
  {
    key: 'downloadgutschein',
    categories: ['download-gutscheine'],
    shape: 'voucher',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Download-Gutschein', "Bon d'achat à télécharger", 'Downloadbon'),
    features: [],
    price: [2000, 2000],
    colours: ['gold', 'rosa', 'hellblau'],
    brands: [8],
    details: [
      l(
        'Sofort per E-Mail als PDF zum Ausdrucken.',
        'Envoyé immédiatement par e-mail en PDF à imprimer.',
        'Direct per e-mail als pdf om af te drukken.',
      ),
    ],
    axis: {
      attribute: 'auswahlWalz',
      values: [
        { value: '20', label: '20 €', factor: 1 },
        { value: '50', label: '50 €', factor: 2.5 },
      ],
    },
    voucher: 'download',
    weight: 0.5,
  },
]

import 'server-only'

/**
 * Product types of the home demo catalog: electricals (the equipment-law categories of spec 01 §9) and
 * vouchers.
 */
import { l, type ProductTypeDef } from '../model'
import { APPLIANCE } from './helpers'

export const HOME_ELECTRICS: ProductTypeDef[] = [
  {
    key: 'waschmaschine',
    categories: ['grossgerte'],
    shape: 'appliance',
    article: l('Die ', 'Le ', 'De '),
    noun: l('Waschmaschine', 'Lave-linge', 'Wasmachine'),
    features: [
      l('8 kg, 1400 U/min', '8 kg, 1400 tr/min', '8 kg, 1400 tpm'),
      l('9 kg, Dampffunktion', '9 kg, fonction vapeur', '9 kg, stoomfunctie'),
    ],
    price: [39900, 89900],
    colours: APPLIANCE,
    brands: [5],
    details: [l('Energieeffizienzklasse A.', 'Classe énergétique A.', 'Energieklasse A.')],
    bulky: true,
    ektg: 'grossgerte',
    weight: 2,
  },
  {
    key: 'kuehlschrank',
    categories: ['grossgerte'],
    shape: 'fridge',
    article: l('Die ', 'Le ', 'De '),
    noun: l('Kühl-Gefrier-Kombination', 'Réfrigérateur-congélateur', 'Koel-vriescombinatie'),
    features: [l('No Frost', 'No Frost', 'No Frost'), l('im Retro-Design', 'design rétro', 'in retrodesign')],
    price: [49900, 129900],
    colours: [...APPLIANCE, 'rot', 'hellblau', 'beige'],
    brands: [5],
    details: [
      l(
        'Leise im Betrieb und sparsam im Verbrauch.',
        'Silencieux et économe en énergie.',
        'Stil en zuinig in gebruik.',
      ),
    ],
    bulky: true,
    ektg: 'grossgerte',
    weight: 2,
  },
  {
    key: 'fernseher',
    categories: ['bildschirme_und_monitore'],
    shape: 'screen',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Fernseher', 'Téléviseur', 'Televisie'),
    features: [l('4K UHD', '4K UHD', '4K UHD'), l('OLED', 'OLED', 'OLED')],
    price: [34900, 69900],
    colours: APPLIANCE,
    brands: [5],
    details: [
      l(
        'Mit integriertem Smart-TV und Sprachsteuerung.',
        'Avec Smart TV intégrée et commande vocale.',
        'Met geïntegreerde smart-tv en spraakbesturing.',
      ),
    ],
    axis: {
      attribute: 'masse',
      values: [
        { value: '43', label: l('43 Zoll', '43 pouces', '43 inch'), factor: 1 },
        { value: '55', label: l('55 Zoll', '55 pouces', '55 inch'), factor: 1.5 },
        { value: '65', label: l('65 Zoll', '65 pouces', '65 inch'), factor: 2.1 },
      ],
    },
    ektg: 'bildschirme_und_monitore',
    weight: 2,
  },
  {
    key: 'monitor',
    categories: ['bildschirme_und_monitore'],
    shape: 'screen',
    article: l('Der ', "L'", 'De '),
    noun: l('Monitor', 'Écran', 'Monitor'),
    features: [
      l('27 Zoll, QHD', '27 pouces, QHD', '27 inch, QHD'),
      l('24 Zoll, Full HD', '24 pouces, Full HD', '24 inch, Full HD'),
    ],
    price: [14900, 39900],
    colours: APPLIANCE,
    brands: [5],
    details: [
      l(
        'Höhenverstellbar und neigbar.',
        'Réglable en hauteur et inclinable.',
        'In hoogte verstelbaar en kantelbaar.',
      ),
    ],
    ektg: 'bildschirme_und_monitore',
    weight: 1,
  },
  {
    key: 'telefon',
    categories: ['klgerte_informationsu_telekommtechnik'],
    shape: 'radio',
    article: l('Das ', 'Le ', 'De '),
    noun: l('Digitalradio', 'Radio numérique', 'Digitale radio'),
    features: [
      l('DAB+ und Bluetooth', 'DAB+ et Bluetooth', 'DAB+ en bluetooth'),
      l('mit Weckfunktion', 'avec réveil', 'met wekfunctie'),
    ],
    price: [3990, 14900],
    colours: [...APPLIANCE, 'rot', 'gruen', 'beige', 'braun'],
    brands: [5],
    details: [
      l(
        'Klarer Klang in kompaktem Gehäuse.',
        'Un son clair dans un boîtier compact.',
        'Heldere klank in een compacte behuizing.',
      ),
    ],
    ektg: 'klgerte_informationsu_telekommtechnik',
    weight: 2,
  },
  {
    key: 'wasserkocher',
    categories: ['kuechenkleingeraete'],
    shape: 'kettle',
    article: l('Der ', 'La ', 'De '),
    noun: l('Wasserkocher', 'Bouilloire', 'Waterkoker'),
    features: [
      l('1,7 l', '1,7 l', '1,7 l'),
      l('mit Temperaturwahl', 'à température réglable', 'met temperatuurkeuze'),
    ],
    price: [2990, 8990],
    colours: ['weiss', 'schwarz', 'rot', 'silber', 'beige', 'gruen', 'hellblau', 'gelb'],
    brands: [5, 2],
    details: [
      l(
        'Mit Kalkfilter und Abschaltautomatik.',
        'Avec filtre anticalcaire et arrêt automatique.',
        'Met kalkfilter en automatische uitschakeling.',
      ),
    ],
    ektg: 'kleingeraete',
    weight: 2,
  },
  {
    key: 'toaster',
    categories: ['kuechenkleingeraete'],
    shape: 'toaster',
    article: l('Der ', 'Le ', 'De '),
    noun: l('Toaster', 'Grille-pain', 'Broodrooster'),
    features: [
      l('2 Scheiben', '2 tranches', '2 sneden'),
      l('mit Brötchenaufsatz', 'avec support viennoiseries', 'met opzetrooster'),
    ],
    price: [2490, 7990],
    colours: ['weiss', 'schwarz', 'rot', 'silber', 'beige', 'hellblau'],
    brands: [5],
    details: [l('Sieben Bräunungsstufen.', 'Sept niveaux de brunissage.', 'Zeven bruiningsstanden.')],
    ektg: 'kleingeraete',
    weight: 2,
  },
  {
    key: 'geschenkgutschein',
    categories: ['geschenkgutscheine'],
    shape: 'voucher',
    article: l('Der ', 'La ', 'De '),
    noun: l('Geschenkgutschein', 'Carte cadeau', 'Cadeaubon'),
    features: [],
    price: [2500, 2500],
    colours: ['rot', 'gold', 'silber'],
    brands: [8],
    details: [
      l(
        'Wird als hochwertige Karte per Post verschickt.',
        'Envoyée par la poste sous forme de carte élégante.',
        'Wordt als mooie kaart per post verstuurd.',
      ),
    ],
    axis: {
      attribute: 'auswahlWalz',
      values: [
        { value: '25', label: '25 €', factor: 1 },
        { value: '50', label: '50 €', factor: 2 },
        { value: '100', label: '100 €', factor: 4 },
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
    // Priced at face value: the 20 € voucher costs 20 € (factor 1), the 50 € one 50 € (2.5).
    price: [2000, 2000],
    colours: ['gold', 'silber', 'rot'],
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
